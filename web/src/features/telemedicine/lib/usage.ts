// The usage table's pieces: the periods an admin picks (the server reads closed weeks up to the
// last Sunday), a week's label, and what a hidden cell says (the privacy engine's reasons).
import { format, parseISO, subDays } from 'date-fns';

import { dateLocale } from '@/lib/format-date';

import type { TelemedicineUsageCell, UsageRange } from '../api/admin-telemedicine';

export const USAGE_PERIODS = [4, 12, 26, 52] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
export const DEFAULT_PERIOD: UsagePeriod = 12;

/** The range of the last `weeks` closed weeks: from the day `weeks` weeks before today (the
 *  server starts at that week's Monday and ends at the last closed Sunday). */
export function rangeOf(weeks: UsagePeriod, today: Date = new Date()): UsageRange {
  return { from: format(subDays(today, weeks * 7), 'yyyy-MM-dd'), to: null };
}

/** A week by its Monday: "16/03". */
export function weekLabel(monday: string, language: string): string {
  return format(parseISO(monday), 'dd/MM', { locale: dateLocale(language) });
}

/** Whether a cell carries a count. */
export const shown = (
  cell: TelemedicineUsageCell,
): cell is TelemedicineUsageCell & { clicks: number } =>
  cell.state === 'ok' && typeof cell.clicks === 'number';
