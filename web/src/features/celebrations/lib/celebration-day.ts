// A celebration's day ("MM-DD" this year, as the server sends it) in the UI language: "20 mar"
// in Spanish, "Mar 20" in English. Only the day and month: a birthday's year is never shown.
// date-fns's locales, as every other date: the first Intl.DateTimeFormat of a page loads ICU's
// time-zone data, a 20 ms task on a fast machine in the middle of the home's first render.
import { format } from 'date-fns';

import { dateLocale } from '@/lib/format-date';

const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** "03-20" → "20 mar" (es) / "Mar 20" (en); the text as it came when it is not MM-DD. */
export function formatCelebrationDay(day: string, language?: string | null): string {
  const match = MONTH_DAY.exec(day);
  if (!match) return day;
  const english = language?.split('-')[0] === 'en';
  // A leap year, so that 02-29 is a valid day whatever the current year.
  const date = new Date(2024, Number(match[1]) - 1, Number(match[2]));
  return format(date, english ? 'MMM d' : 'd MMM', { locale: dateLocale(language) });
}
