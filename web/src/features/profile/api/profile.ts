// A member's public profile and the caller's points history.
import { queryOptions } from '@tanstack/react-query';

import { getData, getPage, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import { pointsKeys, type LedgerEntry } from '@/lib/calls/points';

export type PublicProfile = components['schemas']['PublicProfile'];

export const POINTS_HISTORY_PAGE_SIZE = 10;

/** GET /user/{id}/public. */
export const fetchPublicProfile = (id: number, options: RequestOptions = {}) =>
  getData<PublicProfile>(`/user/${id}/public`, options);

export const publicProfileQueryOptions = (id: number) =>
  readQueryOptions([...queryKeys.userProfile, id], (options) => fetchPublicProfile(id, options));

/** GET /user/points/history?page=&perPage=: ledger entries, newest first. */
export const fetchPointsHistory = (page: number, options: RequestOptions = {}) =>
  getPage<LedgerEntry>('/user/points/history', {
    ...options,
    params: { page, perPage: POINTS_HISTORY_PAGE_SIZE },
  });

export const pointsHistoryQueryOptions = (page: number) =>
  queryOptions({
    ...readQueryOptions(pointsKeys.history(page), (options) => fetchPointsHistory(page, options)),
    staleTime: 0,
  });
