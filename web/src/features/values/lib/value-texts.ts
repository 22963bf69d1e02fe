// A value's lists in the UI language: the English examples when the UI is in English and the
// organisation wrote them, else the Spanish ones.
type ValueLists = { examples: string[]; examples_en: string[] };

export function examplesIn(value: ValueLists, language: string): string[] {
  return language.startsWith('en') && value.examples_en.length > 0
    ? value.examples_en
    : value.examples;
}

/** "2026-03" → "mar 2026" in the UI language (UTC months, as the server counts them). */
export function monthLabel(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** A share 0..1 as a whole percentage. */
export function percent(share: number): number {
  return Math.round(share * 100);
}
