// How a form is laid out: sections group the items after them (up to the next section); a long
// form, or one with a page break, is answered a section at a time.
import type { FormDefinition, FormItem } from '@/lib/forms/types';

import { isQuestion } from './form-values';

/** More questions than this, in two or more sections, and the form pages by section (a short
 *  form shows its sections as headings on one page, unless it has a page break). */
export const PAGED_OVER_QUESTIONS = 8;

export type FormPage = {
  /** The section's id, or '' for the items before the first section. */
  key: string;
  /** The positions in the form of the page's items (its section first). */
  indexes: number[];
};

/** The form's items grouped by section: the items before the first section (when there are
 *  any), then one group per section. */
export function sectionGroups<Text>(definition: FormDefinition<Text>): FormPage[] {
  const pages: FormPage[] = [];
  definition.questions.forEach((item: FormItem<Text>, index) => {
    const last = pages.at(-1);
    if (item.type === 'section' || !last)
      pages.push({ key: item.type === 'section' ? item.id : '', indexes: [index] });
    else last.indexes.push(index);
  });
  return pages;
}

/** Whether the form is answered a section at a time: it asks more than PAGED_OVER_QUESTIONS
 *  questions in two sections or more, or it has a page break (a section without a title,
 *  docs/forms.md). */
export function isPaged<Text>(definition: FormDefinition<Text>): boolean {
  if (sectionGroups(definition).length < 2) return false;
  const pageBreak = definition.questions.some(
    (item, index) => item.type === 'section' && index > 0 && !item.title,
  );
  return pageBreak || definition.questions.filter(isQuestion).length > PAGED_OVER_QUESTIONS;
}

/** The pages a person sees with these items shown: a page whose section is hidden, or that
 *  shows nothing but its heading, is skipped. */
export function visiblePages<Text>(
  definition: FormDefinition<Text>,
  shown: readonly boolean[],
): FormPage[] {
  return sectionGroups(definition).filter((page) =>
    page.indexes.some((index) => {
      const item = definition.questions[index];
      return item !== undefined && item.type !== 'section' && shown[index] === true;
    }),
  );
}
