// What is wrong with a draft, placed where the builder shows it: the form's own fields (title,
// description, id, "no questions") and each item's fields, by the item's id so a message stays
// with its item when items move. The rules are the shared ones (lib/forms/definition-rules.ts);
// the server's 422 names the same fields, by position in what was sent.
import { validateDefinition } from '@/lib/forms/definition-rules';
import type { FormError } from '@/lib/forms/messages';
import type { FormDefinition } from '@/lib/forms/types';

import { definitionInput, type Draft } from './draft';

/** A problem of a field: a rule's message (a glossary key and its values), or the server's text
 *  for one the rules here did not find. */
export type Problem = FormError | { text: string };

/** Problems of an item by field: `title`, `options`, `show_if`... ('' for the item itself). */
export type ItemProblems = Record<string, Problem>;

export type DraftProblems = {
  /** `title`, `description`, `form_id`, `questions` (the form asks nothing). */
  form: Record<string, Problem>;
  items: Record<string, ItemProblems>;
};

export const NO_PROBLEMS: DraftProblems = { form: {}, items: {} };

/** Stands for the id of a new form while it has none, so the rest of it is judged. */
const PLACEHOLDER_ID = 'nuevo';

const ITEM_FIELD = /^questions\[(\d+)\](?:\.(.+))?$/;

/** Problems named by field (`questions[2].options`), placed by the ids of the items in the
 *  order they were judged in. */
export function placeProblems(
  fields: Record<string, Problem>,
  itemIds: readonly string[],
): DraftProblems {
  const out: DraftProblems = { form: {}, items: {} };
  for (const [field, problem] of Object.entries(fields)) {
    const match = ITEM_FIELD.exec(field);
    const id = match ? itemIds[Number(match[1])] : undefined;
    if (!match || id === undefined) {
      out.form[field] = problem;
      continue;
    }
    const own = (out.items[id] ??= {});
    own[match[2] ?? ''] = problem;
  }
  return out;
}

export type DraftCheck = {
  /** The definition to send (texts trimmed, defaults filled), or null while it has problems. A
   *  new form without an id is sent without one. */
  definition: (Omit<FormDefinition, 'form_id'> & { form_id?: string }) | null;
  problems: DraftProblems;
  count: number;
};

/** The draft judged by the shared rules. */
export function checkDraft(draft: Draft): DraftCheck {
  const { form, errors } = validateDefinition(definitionInput(draft, PLACEHOLDER_ID));
  const problems = placeProblems(
    errors,
    draft.questions.map((item) => item.id),
  );
  const count = Object.keys(errors).length;
  if (!form) return { definition: null, problems, count };
  if (draft.form_id.trim() !== '') return { definition: form, problems, count };
  const { title, description, questions } = form;
  return { definition: { title, questions, ...(description && { description }) }, problems, count };
}

/** The server's messages (`details.fields` of a 422) as problems. */
export function serverProblems(
  fields: Record<string, string>,
  itemIds: readonly string[],
): DraftProblems {
  const texts = Object.fromEntries(
    Object.entries(fields).map(([field, text]): [string, Problem] => [field, { text }]),
  );
  return placeProblems(texts, itemIds);
}

/** How many problems an item has. */
export function problemCount(problems: ItemProblems | undefined): number {
  return problems ? Object.keys(problems).length : 0;
}
