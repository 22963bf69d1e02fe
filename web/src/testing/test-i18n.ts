// An i18next instance with the real catalogs in memory (no HTTP), for component tests.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import en from '@/i18n/locales/en/glossary.json';
import es from '@/i18n/locales/es/glossary.json';

export type TestI18nOptions = {
  /** Only these top-level sections of the catalogs (e.g. the glossary's start part). */
  sections?: readonly string[];
  /** Receives every key a text is asked for and the catalogs lack. */
  onMissing?: (key: string) => void;
};

/** The catalog's top-level `sections` only (all of it without). */
export function onlySections(catalog: Record<string, unknown>, sections?: readonly string[]) {
  if (!sections) return catalog;
  return Object.fromEntries(sections.map((section) => [section, catalog[section]]));
}

export async function createTestI18n(
  lng: 'es' | 'en' = 'es',
  { sections, onMissing }: TestI18nOptions = {},
): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'es',
    ns: ['glossary'],
    defaultNS: 'glossary',
    resources: {
      es: { glossary: onlySections(es, sections) },
      en: { glossary: onlySections(en, sections) },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    ...(onMissing
      ? {
          saveMissing: true,
          missingKeyHandler: (_lngs: readonly string[], _ns: string, key: string) => onMissing(key),
        }
      : {}),
  });
  return instance;
}
