// Labels of the outputs report's periods (2026-11, 2026-11-21).
import { format } from 'date-fns';

import { dateLocale, DATE_FORMAT } from '@/lib/format-date';

import type { OutputsGroupBy } from '../api/budgets';

/** "2026-11" → "noviembre 2026"; "2026-11-21" → "21/11/2026"; anything else as sent. */
export function formatPeriod(period: string, groupBy: OutputsGroupBy, language: string): string {
  const parts = period.split('-').map(Number);
  const [year, month, day] = parts;
  if (!year || !month || parts.some((n) => Number.isNaN(n))) return period;
  if (groupBy === 'day' && day) return format(new Date(year, month - 1, day), DATE_FORMAT);
  return format(new Date(year, month - 1, 1), 'LLLL yyyy', { locale: dateLocale(language) });
}
