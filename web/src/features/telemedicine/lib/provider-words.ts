// How providers read in the person's language: the description and hours in English when the
// interface is in English and the provider has them (else the Spanish ones), the kind in words,
// languages by their names, and the module's own wording for the server's refusals.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import type { TelemedicineProvider } from '../api/telemedicine';

const inEnglish = (language: string) => language.split('-')[0] === 'en';
const isSet = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The description in the UI language, with the Spanish one as fallback. */
export function localDescription(
  provider: Pick<TelemedicineProvider, 'description' | 'description_en'>,
  language: string,
) {
  return inEnglish(language) && isSet(provider.description_en)
    ? provider.description_en
    : provider.description;
}

/** The hours in the UI language, with the Spanish ones as fallback. */
export function localHours(
  provider: Pick<TelemedicineProvider, 'hours' | 'hours_en'>,
  language: string,
) {
  return inEnglish(language) && isSet(provider.hours_en) ? provider.hours_en : provider.hours;
}

/** A language's name in the UI language ("en" → "inglés"), else its code. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country's name in the UI language ("CL" → "Chile"), else its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The formatting the telemedicine screens share. */
export function useProviderWords() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    description: (provider: Pick<TelemedicineProvider, 'description' | 'description_en'>) =>
      localDescription(provider, language),
    hours: (provider: Pick<TelemedicineProvider, 'hours' | 'hours_en'>) =>
      localHours(provider, language),
    languages: (codes: readonly string[]) =>
      codes.map((code) => languageName(code, language)).join(', '),
    country: (code: string) => countryName(code, language),
  };
}

/** The refusals of the module's calls it words itself (in both languages). */
export const TELEMEDICINE_ERROR_CODES = [
  'channel_unavailable',
  'too_many_providers',
  'invalid_range',
] as const;
type Known = (typeof TELEMEDICINE_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  TELEMEDICINE_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed telemedicine call: its own wording for the module's refusals, else the
 *  shared one. */
export function useTelemedicineErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`telemedicine.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
