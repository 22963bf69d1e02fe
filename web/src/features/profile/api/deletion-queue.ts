// The admins' queue of open account deletion requests, oldest first, paged.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { getPage, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';

import type { DeletionRequest } from './deletion-request';

export const deletionQueueKeys = {
  page: (page: number, perPage: number) => [...queryKeys.deletionRequests, page, perPage] as const,
};

/** GET /org/deletion_requests?page=&perPage= (admins). */
export const fetchDeletionQueue = (page: number, perPage: number, options: RequestOptions = {}) =>
  getPage<DeletionRequest>('/org/deletion_requests', { ...options, params: { page, perPage } });

export const deletionQueueQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(deletionQueueKeys.page(page, perPage), (options) =>
      fetchDeletionQueue(page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });
