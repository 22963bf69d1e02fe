// The countries offered for the organisation (ISO 3166-1 alpha-2), named in the interface's
// language by the browser (Intl.DisplayNames), so no country name needs translating here.

/** Where the product's organisations are: Latin America, the Iberian peninsula, North America. */
export const COMMON_COUNTRIES: readonly string[] =
  'AR BO BR CA CL CO CR DO EC ES GT HN MX NI PA PE PR PT PY SV US UY VE'.split(' ');

export type CountryOption = { value: string; label: string };

function regionNamer(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** The common countries, plus the saved one if it is another, sorted by their names in
 *  `language`. */
export function countryOptions(language: string, current: string | null): CountryOption[] {
  const codes = new Set(COMMON_COUNTRIES);
  if (current) codes.add(current.toUpperCase());
  const name = regionNamer(language);
  return [...codes]
    .map((code) => ({ value: code, label: name(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
