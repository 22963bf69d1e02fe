// Analytics (api/modules/analytics.yaml), admins only: the metric registry with its definitions
// ("¿Cómo se calcula?") and the standard dashboard of a period with the period before it.
import { getData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type AnalyticsMetric = Schemas['AnalyticsMetric'];
export type AnalyticsFigure = Schemas['AnalyticsFigure'];
export type AnalyticsKpi = Schemas['AnalyticsKpi'];
export type AnalyticsSeries = Schemas['AnalyticsSeries'];
export type AnalyticsDepartment = Schemas['AnalyticsDepartment'];
export type AnalyticsItem = Schemas['AnalyticsItem'];
export type ChartSummary = Schemas['ChartSummary'];

const ROOT = keyRoots.charts;

export const analyticsKeys = {
  metrics: () => [...ROOT, 'metrics'] as const,
  summary: (from: string, to: string) => [...ROOT, 'summary', from, to] as const,
};

/** GET /analytics/metrics: the registry (changes only with a new build). */
export const metricsQueryOptions = () => ({
  ...readQueryOptions(analyticsKeys.metrics(), (options) =>
    getData<AnalyticsMetric[]>('/analytics/metrics', options),
  ),
  staleTime: Infinity,
});

/** GET /chart/summary/v3: the dashboard of from..to and the period of the same length before. */
export const summaryQueryOptions = (from: string, to: string) =>
  readQueryOptions(analyticsKeys.summary(from, to), (options) =>
    getData<ChartSummary>('/chart/summary/v3', { ...options, params: { from, to } }),
  );
