// A member's public profile and the caller's points history.
import { queryOptions } from '@tanstack/react-query';

import { getPage, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import { pointsKeys, type LedgerEntry } from '@/lib/calls/points';

export {
  fetchPublicProfile,
  publicProfileQueryOptions,
  type PublicProfile,
} from '@/lib/calls/user';

export const POINTS_HISTORY_PAGE_SIZE = 10;

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
