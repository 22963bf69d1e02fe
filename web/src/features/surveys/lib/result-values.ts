// How a result reads: an answer value's label, a cell's headline figure, the heatmap's shade.
import type { ResultItem, ResultQuestion, ResultRow } from '../api/admin-surveys';

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

/** The headline of a cell: the favourable share, the eNPS, the mean, or how many answered. */
export type Headline =
  | { kind: 'favourable'; share: number }
  | { kind: 'enps'; score: number }
  | { kind: 'mean'; mean: number }
  | { kind: 'count'; respondents: number }
  | null;

export function headline(item: ResultItem | undefined): Headline {
  if (!item || item.status !== 'ok') return null;
  if (item.favourable) return { kind: 'favourable', share: item.favourable.share };
  if (item.enps) return { kind: 'enps', score: item.enps.score };
  if (item.mean !== null) return { kind: 'mean', mean: item.mean };
  if (item.respondents !== null) return { kind: 'count', respondents: item.respondents };
  return null;
}

/** 0 (bad) to 1 (good) for the heatmap's shade, or null when the figure has no direction. */
export function shade(value: Headline): number | null {
  if (!value) return null;
  if (value.kind === 'favourable') return value.share;
  if (value.kind === 'enps') return (value.score + 100) / 200;
  return null;
}

/** The item of a row for a question (a matrix row's id is `<question>.<row>`). */
export const itemOf = (row: ResultRow, questionId: string) =>
  row.items.find((item) => item.question_id === questionId);

/** Whether a row or cell is hidden by the privacy engine. */
export const isHidden = (status: ResultRow['status']) =>
  status === 'suppressed_small' || status === 'suppressed_complementary';
