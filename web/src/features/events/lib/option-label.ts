import type { RsvpOption } from '../api/types';

/** An event's own answer in the reader's language (the Spanish text when there is no English). */
export function optionLabel(option: RsvpOption, language: string): string {
  return language.startsWith('en') && option.label_en ? option.label_en : option.label;
}
