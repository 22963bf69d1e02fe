import type { LocalText } from '@/lib/forms/types';

/** A form's text in the UI language (Spanish where it has no English). */
export function inLanguage(text: LocalText, language: string): string {
  return language.startsWith('en') && text.en ? text.en : text.es;
}
