// Supported UI languages and the mapping from the profile's stored language (spec §1).
import type { ProfileLanguage } from '@/api/types';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** english → en, spanish → es; anything else falls back to the default (es). */
export function languageFromProfile(language: string | null | undefined): Language {
  return language === 'english' ? 'en' : 'es';
}

export function profileLanguageFor(language: Language): ProfileLanguage {
  return language === 'en' ? 'english' : 'spanish';
}

/** The base language of an i18next code (`en-US` → en), defaulting to es. */
export function toLanguage(code: string | null | undefined): Language {
  const base = code?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
