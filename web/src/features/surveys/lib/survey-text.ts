import type { LocalText } from '@/lib/forms/types';

/** A survey's text in the UI language (the Spanish where there is no English). */
export const inLanguage = (text: LocalText | undefined, language: string): string =>
  (language.startsWith('en') ? text?.en : undefined) || text?.es || '';
