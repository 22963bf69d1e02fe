// The form the builder edits: a definition as the admin is writing it (texts may be blank, a
// number setting may hold what was typed while it is not a number yet), and the changes the
// builder makes to it. The rules (lib/forms/definition-rules.ts) judge it as the server will.
import type { Choice, Condition, FormDefinition, ItemType, LocalText } from '@/lib/forms/types';

export type EditLanguage = 'es' | 'en';

/** An item being written: a FormItem whose settings may not be valid yet. */
export type DraftItem = {
  id: string;
  type: ItemType;
  title?: LocalText;
  description?: LocalText;
  required?: boolean;
  show_if?: Condition;
  hide_if?: Condition;
  options?: Choice[];
  rows?: Choice[];
  text?: LocalText;
  [setting: string]: unknown;
};

export type Draft = {
  /** '' while a new form has none (the server makes one up). */
  form_id: string;
  title: LocalText;
  description: LocalText;
  questions: DraftItem[];
};

/** The lists of choices an item may have. */
export type ChoiceList = 'options' | 'rows';

export const EMPTY_TEXT: LocalText = { es: '' };

export function emptyDraft(): Draft {
  return { form_id: '', title: EMPTY_TEXT, description: EMPTY_TEXT, questions: [] };
}

/** The builder's copy of a kept definition. */
export function draftFrom(form: FormDefinition): Draft {
  return {
    form_id: form.form_id,
    title: form.title,
    description: form.description ?? EMPTY_TEXT,
    questions: form.questions.map((item): DraftItem => ({ ...item })),
  };
}

/** A text with one language changed: blank English is left out (the Spanish stands in). */
export function withText(
  text: LocalText | undefined,
  language: EditLanguage,
  value: string,
): LocalText {
  const base = text ?? EMPTY_TEXT;
  if (language === 'es') return { ...base, es: value };
  return value === '' ? { es: base.es } : { es: base.es, en: value };
}

/** The text in one language ('' when it has none). */
export function textIn(text: LocalText | undefined, language: EditLanguage): string {
  return (language === 'en' ? text?.en : text?.es) ?? '';
}

/** The first free id of the form `<prefix><n>` (q1, q2...; o1, o2...). */
export function freeId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

function blankChoices(prefix: string, count: number): Choice[] {
  return Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}`, label: EMPTY_TEXT }));
}

/** A new item of a type, with the settings the type starts with. */
export function newItem(type: ItemType, id: string): DraftItem {
  const asked = type !== 'section' && type !== 'statement';
  const item: DraftItem = { id, type, ...(asked && { title: EMPTY_TEXT, required: false }) };
  switch (type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'dropdown':
    case 'ranking':
      return { ...item, options: blankChoices('o', 2) };
    case 'matrix':
      return { ...item, rows: blankChoices('r', 2), options: blankChoices('o', 2) };
    case 'rating':
      return { ...item, style: 'stars', min: 1, max: 5 };
    case 'number':
      return { ...item, display: 'field' };
    case 'short_text':
      return { ...item, max_length: 250 };
    case 'long_text':
      return { ...item, max_length: 2000 };
    case 'file_upload':
      return { ...item, upload_type: 'comm-attachment', max_files: 1 };
    case 'person':
      return { ...item, max_people: 1 };
    case 'statement':
      return { ...item, text: EMPTY_TEXT };
    default:
      return item;
  }
}

/** The position of an item, or -1. */
export function indexOf(draft: Draft, id: string): number {
  return draft.questions.findIndex((item) => item.id === id);
}

/** Adds a new item of `type` after the item `after` (at the end when null or unknown); the new
 *  item's id is the first free `q<n>`. */
export function addItem(draft: Draft, type: ItemType, after: string | null): [Draft, string] {
  const id = freeId(
    'q',
    draft.questions.map((item) => item.id),
  );
  const at = after === null ? -1 : indexOf(draft, after);
  const questions = [...draft.questions];
  questions.splice(at < 0 ? questions.length : at + 1, 0, newItem(type, id));
  return [{ ...draft, questions }, id];
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [entry] = out.splice(from, 1);
  out.splice(to, 0, entry as T);
  return out;
}

export function moveItem(draft: Draft, from: number, to: number): Draft {
  return { ...draft, questions: moved(draft.questions, from, to) };
}

/** A copy of an item right after it, with an id of its own (its options keep theirs). */
export function duplicateItem(draft: Draft, id: string): [Draft, string] {
  const at = indexOf(draft, id);
  const source = draft.questions[at];
  if (!source) return [draft, id];
  const copyId = freeId(
    'q',
    draft.questions.map((item) => item.id),
  );
  const copy = structuredClone(source);
  copy.id = copyId;
  const questions = [...draft.questions];
  questions.splice(at + 1, 0, copy);
  return [{ ...draft, questions }, copyId];
}

export function removeItem(draft: Draft, id: string): Draft {
  return { ...draft, questions: draft.questions.filter((item) => item.id !== id) };
}

/** Changes some fields of an item; a field set to undefined is left out. */
export function updateItem(draft: Draft, id: string, changes: Partial<DraftItem>): Draft {
  return {
    ...draft,
    questions: draft.questions.map((item) => {
      if (item.id !== id) return item;
      const next: DraftItem = { ...item, ...changes };
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) delete next[key];
      }
      return next;
    }),
  };
}

/** A list with a blank choice added after `after` (at the end when absent). */
export function addChoice(list: readonly Choice[], prefix: string, after?: number): Choice[] {
  const id = freeId(
    prefix,
    list.map((choice) => choice.id),
  );
  const out = [...list];
  out.splice(after === undefined ? out.length : after + 1, 0, { id, label: EMPTY_TEXT });
  return out;
}

/** Several lines pasted into the choice at `index`: the first fills it when it is blank in that
 *  language (else it goes after it), the others follow it, each a choice of its own. Blank lines
 *  are left out. */
export function pasteLines(
  list: readonly Choice[],
  index: number,
  language: EditLanguage,
  pasted: string,
  prefix: string,
): Choice[] {
  const lines = pasted
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return [...list];
  const out = [...list];
  const current = out[index];
  let at = index;
  if (current && textIn(current.label, language).trim() === '') {
    out[index] = { ...current, label: withText(current.label, language, lines.shift() ?? '') };
  }
  const taken = out.map((choice) => choice.id);
  for (const line of lines) {
    const id = freeId(prefix, taken);
    taken.push(id);
    at += 1;
    out.splice(at, 0, { id, label: withText(undefined, language, line) });
  }
  return out;
}

/** Whether an item takes an answer (sections and statements do not). */
export function isQuestion(item: { type: ItemType }): boolean {
  return item.type !== 'section' && item.type !== 'statement';
}

/** The number each question shows ("Pregunta 3"): sections and statements are not counted. */
export function questionNumbers(draft: Draft): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const item of draft.questions) {
    if (isQuestion(item)) numbers.set(item.id, numbers.size + 1);
  }
  return numbers;
}

/** What the rules read: the draft as a definition (a new form without an id stands as
 *  `placeholderId` so the rest is judged). */
export function definitionInput(draft: Draft, placeholderId: string): Record<string, unknown> {
  return {
    form_id: draft.form_id.trim() === '' ? placeholderId : draft.form_id.trim(),
    title: draft.title,
    description: draft.description,
    questions: draft.questions,
  };
}

/** Reads what was typed: blank is no value, a number is one ("1,5" too), anything else stays text
 *  so the rules name it. */
export function readNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) && /^-?[\d.,]+$/.test(trimmed) ? number : trimmed;
}

/** The item's title in the language being written (Spanish where English is blank); a
 *  statement without one shows the start of its text. */
export function titleOf(item: DraftItem, language: EditLanguage): string {
  const own = textIn(item.title, language).trim() || textIn(item.title, 'es').trim();
  if (own) return own;
  if (item.type !== 'statement') return '';
  const text = textIn(item.text, language).trim() || textIn(item.text, 'es').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
