// The dashboard's periods: the last 30 days, 90 days or 12 months up to today, or any from..to
// of at most 366 days (the server's limit). Days are YYYY-MM-DD, compared as text.
export const PERIODS = ['30d', '90d', '12m', 'custom'] as const;
export type PeriodKind = (typeof PERIODS)[number];

export const MAX_SPAN_DAYS = 366;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function toUtc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** Whether `day` is a real day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const back = new Date(toUtc(day)).toISOString().slice(0, 10);
  return back === day;
}

export function addDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from..to, both included. */
export function spanDays(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;
}

/** The local calendar day of `now`. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const LENGTH: Record<Exclude<PeriodKind, 'custom'>, number> = { '30d': 30, '90d': 90, '12m': 365 };

/** The days of a preset period ending today. */
export function presetRange(kind: Exclude<PeriodKind, 'custom'>, today: string) {
  return { from: addDays(today, -(LENGTH[kind] - 1)), to: today };
}

export type RangeProblem = 'invalidFrom' | 'invalidTo' | 'order' | 'tooLong';

/** What is wrong with a custom period, if anything. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isDay(from)) return 'invalidFrom';
  if (!isDay(to)) return 'invalidTo';
  if (to < from) return 'order';
  if (spanDays(from, to) > MAX_SPAN_DAYS) return 'tooLong';
  return null;
}
