// The caller's points (balances, lifetime points, level) and the organisation's level list: read
// by the profile, the send and boost dialogs and the podium settings.
import { queryOptions } from '@tanstack/react-query';

import { getData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type PointsSummary = Schemas['PointsSummary'];
export type LedgerEntry = Schemas['LedgerEntry'];
export type Level = Schemas['Level'];

export const pointsKeys = {
  summary: () => [...queryKeys.points, 'summary'] as const,
  history: (page: number) => [...queryKeys.points, 'history', page] as const,
};

/** GET /user/points: giving and redeem balances, lifetime points, level and next level. */
export const fetchMyPoints = (options: RequestOptions = {}) =>
  getData<PointsSummary>('/user/points', options);

export const myPointsQueryOptions = () =>
  queryOptions({ ...readQueryOptions(pointsKeys.summary(), fetchMyPoints), staleTime: 0 });

/** GET /levels: levels by lifetime points received, lowest first. */
export const fetchLevels = (options: RequestOptions = {}) => getData<Level[]>('/levels', options);

export const levelsQueryOptions = () => readQueryOptions(queryKeys.levels, fetchLevels);

export type PointsPeriod = Schemas['PointRules']['period'];

/** Allowance and podium periods, shortest first. */
export const POINTS_PERIODS: readonly PointsPeriod[] = ['week', 'month', 'quarter', 'year'];
