// The console's overview of points this month (admins): given, redeemed and granted, the give
// points still unspent, and the share of the giving budget used.
import { getData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

export type PointsOverview = components['schemas']['PointsOverview'];

/** Under the points' key: any movement of points reloads it. */
export const pointsOverviewKey = () => [...queryKeys.points, 'overview', 'month'] as const;

/** GET /org/overview/points?period=month. */
export const fetchPointsOverview = (options: RequestOptions = {}) =>
  getData<PointsOverview>('/org/overview/points', { ...options, params: { period: 'month' } });

export const pointsOverviewQueryOptions = () =>
  readQueryOptions(pointsOverviewKey(), fetchPointsOverview);
