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
export type AnalyticsEquity = Schemas['AnalyticsEquity'];
export type AnalyticsEquityGroup = Schemas['AnalyticsEquityGroup'];
export type EquityDimension = AnalyticsEquity['by'];
export type AnalyticsNetwork = Schemas['AnalyticsNetwork'];
export type AnalyticsReciprocity = Schemas['AnalyticsReciprocity'];
export type AnalyticsPair = Schemas['AnalyticsPair'];
export type AnalyticsClique = Schemas['AnalyticsClique'];
export type AnalyticsTeam = Schemas['AnalyticsTeam'];
export type AnalyticsTeamMember = Schemas['AnalyticsTeamMember'];

const ROOT = keyRoots.charts;

export const analyticsKeys = {
  metrics: () => [...ROOT, 'metrics'] as const,
  summary: (from: string, to: string) => [...ROOT, 'summary', from, to] as const,
  equity: (from: string, to: string, by: EquityDimension) =>
    [...ROOT, 'equity', from, to, by] as const,
  network: (from: string, to: string) => [...ROOT, 'network', from, to] as const,
  reciprocity: (from: string, to: string) => [...ROOT, 'reciprocity', from, to] as const,
  team: (from: string, to: string) => [...ROOT, 'team', from, to] as const,
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

/** GET /analytics/equity: how recognition spreads over people and over the groups of `by`. */
export const equityQueryOptions = (from: string, to: string, by: EquityDimension) =>
  readQueryOptions(analyticsKeys.equity(from, to, by), (options) =>
    getData<AnalyticsEquity>('/analytics/equity', { ...options, params: { from, to, by } }),
  );

/** GET /analytics/network: recognitions between departments and the silo indicator. */
export const networkQueryOptions = (from: string, to: string) =>
  readQueryOptions(analyticsKeys.network(from, to), (options) =>
    getData<AnalyticsNetwork>('/analytics/network', { ...options, params: { from, to } }),
  );

/** GET /analytics/reciprocity: pairs who mostly recognise each other, for an admin to review. */
export const reciprocityQueryOptions = (from: string, to: string) =>
  readQueryOptions(analyticsKeys.reciprocity(from, to), (options) =>
    getData<AnalyticsReciprocity>('/analytics/reciprocity', { ...options, params: { from, to } }),
  );

/** GET /analytics/team: the caller's own people (leaders and admins). */
export const teamQueryOptions = (from: string, to: string) =>
  readQueryOptions(analyticsKeys.team(from, to), (options) =>
    getData<AnalyticsTeam>('/analytics/team', { ...options, params: { from, to } }),
  );
