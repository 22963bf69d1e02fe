// A celebration's day ("MM-DD" this year, as the server sends it) in the UI language: "20 mar"
// in Spanish, "Mar 20" in English. Only the day and month: a birthday's year is never shown.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string | null | undefined): Intl.DateTimeFormat {
  const locale = language?.split('-')[0] === 'en' ? 'en-US' : 'es-ES';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** "03-20" → "20 mar" (es) / "Mar 20" (en); the text as it came when it is not MM-DD. */
export function formatCelebrationDay(day: string, language?: string | null): string {
  const match = MONTH_DAY.exec(day);
  if (!match) return day;
  // A leap year, so that 02-29 is a valid day whatever the current year.
  const date = new Date(Date.UTC(2024, Number(match[1]) - 1, Number(match[2])));
  return formatterFor(language).format(date);
}
