// The country select of the person form: the usual countries by their name in the UI language
// (the browser's own names, so no list of names to translate), plus a person's other code.
import type { SelectOption } from '@/components/form/select-input';

import { COUNTRIES } from './person-schema';

/** The name of a country code in a language ("CL" → "Chile"), or the code itself. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The usual countries (and `current`, when it is another code), in name order. */
export function countryOptions(language: string, current: string | null): SelectOption[] {
  const codes: string[] = [...COUNTRIES];
  if (current && !codes.includes(current)) codes.push(current);
  return codes
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
