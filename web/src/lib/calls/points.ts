// The caller's points (balances, lifetime points, level) and the organisation's level list: read
// by the profile, the send and boost dialogs and the podium settings.
import { mutationOptions, queryOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type PointsSummary = Schemas['PointsSummary'];
export type LedgerEntry = Schemas['LedgerEntry'];
export type Level = Schemas['Level'];
export type LevelProgress = Schemas['LevelProgress'];

export const pointsKeys = {
  summary: () => [...queryKeys.points, 'summary'] as const,
  history: (page: number) => [...queryKeys.points, 'history', page] as const,
  level: () => [...queryKeys.points, 'level'] as const,
};

/** GET /user/points: giving and redeem balances, lifetime points, level and next level. */
export const fetchMyPoints = (options: RequestOptions = {}) =>
  getData<PointsSummary>('/user/points', options);

export const myPointsQueryOptions = () =>
  queryOptions({ ...readQueryOptions(pointsKeys.summary(), fetchMyPoints), staleTime: 0 });

/** GET /levels/me: the caller's level, level-ups and pace (LVL-3, LVL-★3; module levels). */
export const fetchMyLevel = (options: RequestOptions = {}) =>
  getData<LevelProgress>('/levels/me', options);

export const myLevelQueryOptions = () =>
  queryOptions({ ...readQueryOptions(pointsKeys.level(), fetchMyLevel), staleTime: 0 });

/** PUT /levels/me/preferences: whether the caller's level-ups are posted in the feed. */
export const publishLevelUpsMutation = () =>
  mutationOptions({
    mutationFn: (publish: boolean) =>
      sendData<{ publish_level_ups: boolean }>('PUT', '/levels/me/preferences', {
        publish_level_ups: publish,
      }),
    onSuccess: (_saved, _publish, _result, { client }) =>
      client.invalidateQueries({ queryKey: pointsKeys.level() }),
  });

/** GET /levels: levels by lifetime points received, lowest first. */
export const fetchLevels = (options: RequestOptions = {}) => getData<Level[]>('/levels', options);

export const levelsQueryOptions = () => readQueryOptions(queryKeys.levels, fetchLevels);

export type PointsPeriod = Schemas['PointRules']['period'];

/** Allowance and podium periods, shortest first. */
export const POINTS_PERIODS: readonly PointsPeriod[] = ['week', 'month', 'quarter', 'year'];
