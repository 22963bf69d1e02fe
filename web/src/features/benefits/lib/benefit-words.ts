// How benefits read in the person's language: the title and description in English when the
// interface is in English and the benefit has them (else the Spanish ones), dates as dd/MM/yyyy,
// the country by its name, and the module's own wording for the server's refusals.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { formatDate } from '@/lib/format-date';

type Worded = {
  title?: string;
  title_en?: string | null;
  description?: string;
  description_en?: string | null;
};

const inEnglish = (language: string) => language.split('-')[0] === 'en';
const isSet = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The title in the UI language, with the Spanish one as fallback. */
export function localTitle(item: { title: string; title_en: string | null }, language: string) {
  return inEnglish(language) && isSet(item.title_en) ? item.title_en : item.title;
}

/** The description in the UI language, with the Spanish one as fallback. */
export function localDescription(
  item: Required<Pick<Worded, 'description' | 'description_en'>>,
  language: string,
) {
  return inEnglish(language) && isSet(item.description_en) ? item.description_en : item.description;
}

/** A request's benefit title in the UI language. */
export function requestTitle(
  request: { benefit_title: string; benefit_title_en: string | null },
  language: string,
) {
  return inEnglish(language) && isSet(request.benefit_title_en)
    ? request.benefit_title_en
    : request.benefit_title;
}

/** A country's name in the UI language ("CL" → "Chile"), else its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The formatting the benefits' screens share: dates and country names. */
export function useBenefitFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    date: (value: string | number) =>
      formatDate(value, { language, todayLabel: t('benefits.today') }),
    country: (code: string) => countryName(code, language),
    title: (item: { title: string; title_en: string | null }) => localTitle(item, language),
  };
}

/** The refusals of the benefits' calls this module words itself (in both languages). */
export const BENEFIT_ERROR_CODES = [
  'not_eligible',
  'benefit_not_requestable',
  'insufficient_points',
  'request_pending',
  'already_granted',
  'request_decided',
] as const;
type Known = (typeof BENEFIT_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  BENEFIT_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed benefits call: its own wording for the module's refusals, else the
 *  shared one. */
export function useBenefitErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`benefits.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
