// A page's texts are the organisation's own, in Spanish and optionally in English: English
// readers get the English text when there is one, everyone else (and everyone when there is
// none) the Spanish one.
import { useTranslation } from 'react-i18next';

import { toLanguage, type Language } from '@/i18n/languages';

/** The UI language as a page reads it. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/** The text in `language`: the English one in English when set, else the Spanish one. */
export function inLanguage(
  spanish: string,
  english: string | null | undefined,
  language: Language,
): string {
  return language === 'en' && english && english.trim() !== '' ? english : spanish;
}

/** A page's title in `language`. */
export const pageTitle = (
  page: { title: string; title_en?: string | null },
  language: Language,
): string => inLanguage(page.title, page.title_en, language);
