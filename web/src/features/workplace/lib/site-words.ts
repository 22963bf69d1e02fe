// How sites read in the person's language: the notes (how to get there) in English when the
// interface is in English and the site has them, the country by its name, the site's local time,
// and the module's own wording for the server's refusals.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

const inEnglish = (language: string) => language.split('-')[0] === 'en';
const isSet = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The notes in the UI language, the Spanish ones as fallback; null when there are none. */
export function localNotes(
  site: { notes?: string | null; notes_en?: string | null },
  language: string,
): string | null {
  if (inEnglish(language) && isSet(site.notes_en)) return site.notes_en;
  return isSet(site.notes) ? site.notes : null;
}

/** A country's name in the UI language ("MX" → "México"), else its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Monterrey, México". */
export function placeLine(site: { city: string; country: string }, language: string): string {
  return `${site.city}, ${countryName(site.country, language)}`;
}

/** What time it is at a site: "martes, 10:30" / "Tuesday 10:30 AM", in its own time zone; in the
 *  browser's zone when the browser does not know the site's. */
export function siteTime(ms: number, zone: string, language: string): string {
  const parts = { weekday: 'long', hour: 'numeric', minute: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat(language, { ...parts, timeZone: zone }).format(ms);
  } catch {
    return new Intl.DateTimeFormat(language, parts).format(ms);
  }
}

/** The refusals of the module's calls it words itself (in both languages). */
export const WORKPLACE_ERROR_CODES = [
  'duplicate_site',
  'too_many_sites',
  'site_has_people',
  'site_archived',
] as const;
type Known = (typeof WORKPLACE_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  WORKPLACE_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed workplace call: its own wording for the module's refusals, else the
 *  shared one. */
export function useWorkplaceErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`workplace.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
