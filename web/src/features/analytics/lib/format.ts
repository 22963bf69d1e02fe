// A registry metric's figure as the dashboard writes it, by the metric's unit.
import { formatNumber, formatPercent } from '@/lib/format-number';

import type { AnalyticsMetric } from '../api/analytics';

export function formatFigure(
  value: number,
  unit: AnalyticsMetric['unit'] | undefined,
  language: string,
): string {
  if (unit === 'percent') return formatPercent(value, language);
  if (unit === 'score') {
    return new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'es-ES', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);
  }
  if (Number.isInteger(value)) return formatNumber(value, language);
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'es-ES', {
    maximumFractionDigits: 1,
  }).format(value);
}

/** The registry's name and definition in the UI language. */
export function metricWords(metric: AnalyticsMetric | undefined, language: string) {
  if (!metric) return { name: '', definition: '' };
  const english = language.startsWith('en');
  return {
    name: english ? metric.name_en : metric.name,
    definition: english ? metric.definition_en : metric.definition,
  };
}

/** dd/MM/yyyy of a YYYY-MM-DD day (both languages write days this way). */
export const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
