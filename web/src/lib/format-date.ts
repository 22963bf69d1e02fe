// Dates as dd/MM/yyyy, or "Hoy"/"Today" for the current day (spec §1). date-fns, es by default.
import { format, isToday, isValid, parseISO, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';

export const DATE_FORMAT = 'dd/MM/yyyy';
export const TIME_FORMAT = 'HH:mm';

const LOCALES: Record<string, Locale> = { es, en: enUS };

export function dateLocale(language: string | null | undefined): Locale {
  return LOCALES[language?.split('-')[0] ?? ''] ?? es;
}

export type FormatDateOptions = {
  language?: string;
  /** The word for the current day, in the UI language. */
  todayLabel: string;
  now?: Date;
};

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  // Plain dates (YYYY-MM-DD) are calendar days in local time, not UTC midnight.
  return parseISO(value);
}

/** Whether a date falls on the current local day (a sentence may then say "today"). */
export function isCurrentDay(value: Date | string | number, now?: Date): boolean {
  const date = toDate(value);
  if (!isValid(date)) return false;
  return now ? date.toDateString() === now.toDateString() : isToday(date);
}

/** Formats a date, or returns '' when it is not a valid date. */
export function formatDate(value: Date | string | number, options: FormatDateOptions): string {
  const date = toDate(value);
  if (!isValid(date)) return '';
  if (isCurrentDay(date, options.now)) return options.todayLabel;
  return format(date, DATE_FORMAT, { locale: dateLocale(options.language) });
}

/** The time of day of a moment as HH:mm, or '' when it is not a valid date. */
export function formatTime(value: Date | number): string {
  const date = toDate(value);
  return isValid(date) ? format(date, TIME_FORMAT) : '';
}
