// How a result reads: an answer value's label, a cell's headline figure, the heatmap's shade and
// modes (average, favourable and unfavourable shares from a distribution).
import type { FormItem } from '@/lib/forms/types';

import type { ResultItem, ResultQuestion, ResultRow, SurveyResults } from '../api/admin-surveys';

type SurveyComment = SurveyResults['comments'][number];

/** The glossary key or text of a distribution's value for a question. */
export type ValueLabel = { key: string } | { text: string };

export function valueLabel(question: ResultQuestion | undefined, value: string): ValueLabel {
  if (!question) return { text: value };
  if (question.type === 'yes_no')
    return { key: value === '1' || value === 'true' ? 'forms.renderer.yes' : 'forms.renderer.no' };
  if (question.type === 'likert' && /^[1-5]$/.test(value))
    return { key: `forms.renderer.likert.${value}` };
  const option = question.options?.find((entry) => entry.id === value);
  return { text: option ? option.label : value };
}

/** The figure of a cell: a share, the eNPS, the mean, or how many answered. */
export type Headline =
  | { kind: 'favourable'; share: number }
  | { kind: 'enps'; score: number }
  | { kind: 'mean'; mean: number }
  | { kind: 'count'; respondents: number }
  | null;

/** The item of a row for a question (a matrix row's id is `<question>.<row>`). */
export const itemOf = (row: ResultRow, questionId: string) =>
  row.items.find((item) => item.question_id === questionId);

/** Whether a row or cell is hidden by the privacy engine. */
export const isHidden = (status: ResultRow['status']) =>
  status === 'suppressed_small' || status === 'suppressed_complementary';

/** What the heatmap shows in each cell (SUR-14): the mean, the favourable share or the
 *  unfavourable share. */
export type HeatmapMode = 'average' | 'favourable' | 'unfavourable';
export const HEATMAP_MODES: readonly HeatmapMode[] = ['average', 'favourable', 'unfavourable'];

/** A rating's scale as the form defines it (eNPS questions are 0–10). */
export type Scale = { min: number; max: number; enps: boolean };
/** The server's default for a rating it knows nothing more of. */
const DEFAULT_SCALE: Scale = { min: 1, max: 5, enps: false };

/** The ratings' scales of a survey's questions (its definition), by question id. */
export function scalesOf(items: readonly FormItem[] | undefined): Map<string, Scale> {
  const scales = new Map<string, Scale>();
  for (const item of items ?? [])
    if (item.type === 'rating')
      scales.set(item.id, { min: item.min, max: item.max, enps: item.enps === true });
  return scales;
}

type Split = { favourable: (value: number) => boolean; unfavourable: (value: number) => boolean };

/** Which answer values count as favourable and unfavourable for a question: Likert 4–5 and 1–2;
 *  yes and no; a rating's top two values and, on 0–10 (eNPS), 0–6, else its bottom two. The
 *  favourable rule is the server's (SurveyResultItem.favourable). Null where the answers have no
 *  direction (choices, numbers, texts). */
function splitOf(
  question: ResultQuestion | undefined,
  item: ResultItem,
  scale: Scale | undefined,
): Split | null {
  if (!question || item.question_id !== question.id) return null;
  if (question.type === 'likert')
    return { favourable: (value) => value >= 4, unfavourable: (value) => value <= 2 };
  if (question.type === 'yes_no')
    return { favourable: (value) => value === 1, unfavourable: (value) => value === 0 };
  if (question.type !== 'rating') return null;
  const { min, max, enps } = scale ?? (item.enps ? { min: 0, max: 10, enps: true } : DEFAULT_SCALE);
  const wide = enps || max - min === 10;
  return {
    favourable: (value) => value >= max - 1,
    unfavourable: wide ? (value) => value <= min + 6 : (value) => value <= min + 1,
  };
}

/** An answer value as a number ("true" and "false" as 1 and 0), or null. */
function numberOf(value: string): number | null {
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : null;
}

/** The favourable or unfavourable share of a cell's answers, from its distribution; null when
 *  the question has no such share or nobody answered. */
export function shareOf(
  question: ResultQuestion | undefined,
  item: ResultItem | undefined,
  side: 'favourable' | 'unfavourable',
  scale?: Scale,
): number | null {
  if (!item) return null;
  const split = splitOf(question, item, scale);
  if (!split) return null;
  let total = 0;
  let counted = 0;
  for (const entry of item.distribution) {
    const value = numberOf(entry.value);
    if (value === null) continue;
    total += entry.count;
    if (split[side](value)) counted += entry.count;
  }
  return total > 0 ? counted / total : null;
}

/** Whether a question has a figure in a heatmap mode (a mean, or a favourable rule). */
export function hasMode(question: ResultQuestion, mode: HeatmapMode, rows: readonly ResultRow[]) {
  if (mode !== 'average')
    return ['likert', 'yes_no', 'rating'].includes(question.type) && !question.id.includes('.');
  return rows.some((row) => itemOf(row, question.id)?.mean != null);
}

/** A cell's figure in a mode, 0 (bad) to 1 (good) for its shade where it has a direction. */
export type ModeCell = { headline: Headline; shade: number | null };

export function modeCell(
  question: ResultQuestion,
  item: ResultItem | undefined,
  mode: HeatmapMode,
  scale?: Scale,
): ModeCell {
  if (!item || item.status !== 'ok') return { headline: null, shade: null };
  if (mode === 'average') {
    if (item.mean === null) return { headline: null, shade: null };
    const { min, max } =
      question.type === 'likert'
        ? { min: 1, max: 5 }
        : question.type === 'yes_no'
          ? { min: 0, max: 1 }
          : question.type === 'rating'
            ? (scale ?? (item.enps ? { min: 0, max: 10 } : DEFAULT_SCALE))
            : { min: 0, max: 0 };
    const shade = max > min ? Math.min(1, Math.max(0, (item.mean - min) / (max - min))) : null;
    return { headline: { kind: 'mean', mean: item.mean }, shade };
  }
  const share = shareOf(question, item, mode, scale);
  if (share === null) return { headline: null, shade: null };
  return {
    headline: { kind: 'favourable', share },
    shade: mode === 'favourable' ? share : 1 - share,
  };
}

/** The rows in the order shown: the population first, the published segments, the hidden last. */
export function participationRows(rows: readonly ResultRow[]): ResultRow[] {
  const rank = (row: ResultRow) => (row.value === null ? 0 : isHidden(row.status) ? 2 : 1);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** The comments of a question (every question when ''), containing `search` (case and accents
 *  aside). */
export function filterComments<C extends Pick<SurveyComment, 'question_id' | 'text'>>(
  comments: readonly C[],
  questionId: string,
  search: string,
): C[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const wanted = fold(search.trim());
  return comments.filter(
    (comment) =>
      (!questionId || comment.question_id === questionId) &&
      (!wanted || fold(comment.text).includes(wanted)),
  );
}
