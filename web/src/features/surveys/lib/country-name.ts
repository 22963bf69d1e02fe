// Country codes as people read them: "CL" → "Chile" in the UI language (the browser's own names,
// Intl.DisplayNames), the code itself where the browser has no name for it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Whether a text is a two-letter country code (ISO 3166-1 alpha-2, upper case). */
export const isCountryCode = (text: string) => COUNTRY_CODE.test(text);

/** The name of a country code in `language`, or the code. */
export function countryName(code: string, language: string): string {
  if (!isCountryCode(code)) return code;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A segment's label as shown: a country's name for a country code, else the server's label
 *  (a department's name, a tenure band, "Otro"). */
export function useSegmentLabel(): (
  dimension: string | null | undefined,
  value: string | null,
  label: string,
) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (dimension, value, label) =>
      dimension === 'country' && value !== null && isCountryCode(value)
        ? countryName(value, language)
        : label,
    [language],
  );
}
