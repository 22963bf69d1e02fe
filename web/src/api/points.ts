// Points: the caller's balances and level, the ledger history, and the level list.
import { queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { unwrapPage, type Page } from './page';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope } from './types';

type Schemas = components['schemas'];

export type PointsSummary = Schemas['PointsSummary'];
export type LedgerEntry = Schemas['LedgerEntry'];
export type Level = Schemas['Level'];

export const POINTS_HISTORY_PAGE_SIZE = 10;

export const pointsKeys = {
  summary: () => [...queryKeys.points, 'summary'] as const,
  history: (page: number) => [...queryKeys.points, 'history', page] as const,
};

/** GET /user/points: giving and redeem balances, lifetime points, level and next level. */
export async function fetchMyPoints(options: RequestOptions = {}): Promise<PointsSummary> {
  return unwrap(await apiClient.get<Envelope<PointsSummary>>('/user/points', options));
}

export const myPointsQueryOptions = () =>
  queryOptions({
    queryKey: pointsKeys.summary(),
    queryFn: ({ signal }) => fetchMyPoints({ signal, retry: false }),
    staleTime: 0,
  });

/** GET /user/points/history?page=&perPage=: ledger entries, newest first. */
export async function fetchPointsHistory(
  page: number,
  options: RequestOptions = {},
): Promise<Page<LedgerEntry>> {
  return unwrapPage(
    await apiClient.get<Envelope<LedgerEntry[]>>('/user/points/history', {
      ...options,
      params: { page, perPage: POINTS_HISTORY_PAGE_SIZE },
    }),
  );
}

export const pointsHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: pointsKeys.history(page),
    queryFn: ({ signal }) => fetchPointsHistory(page, { signal, retry: false }),
    staleTime: 0,
  });

/** GET /levels: levels by lifetime points received, lowest first. */
export async function fetchLevels(options: RequestOptions = {}): Promise<Level[]> {
  return unwrap(await apiClient.get<Envelope<Level[]>>('/levels', options));
}

export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.levels,
    queryFn: ({ signal }) => fetchLevels({ signal, retry: false }),
  });
