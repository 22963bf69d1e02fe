// Admin calls of recognitions: every recognition with filters (filed ones included), one
// recognition with its ledger entries, and edits of its message or filing. Every edit refreshes
// the console's list and the feed.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components, operations } from '@/api/schema';
import type { JsonBody, ResponseData } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type AdminPost = Schemas['Post'];
export type AdminLedgerEntry = Schemas['LedgerEntry'];
export type RecognitionDetail = ResponseData<'getRecognitionById'>;
export type RecognitionChanges = JsonBody<'updateRecognitionAdmin'>;

export const RECOGNITION_MESSAGE_MAX_LENGTH = 2000;

/** Filters and order of the admin list, as sent (absent: no filter, newest first); dates are
 *  epoch milliseconds. */
export type RecognitionFilters = Omit<
  NonNullable<operations['listRecognitionsAdmin']['parameters']['query']>,
  'page' | 'perPage'
>;

export const adminRecognitionKeys = {
  list: (page: number, perPage: number, filters: RecognitionFilters) =>
    [...keyRoots.adminRecognitions, 'list', page, perPage, filters] as const,
  detail: (id: number) => [...keyRoots.adminRecognitions, 'detail', id] as const,
};

/** GET /org/recognition: a page of recognitions, newest first unless sorted otherwise, with
 *  `meta.total`. */
export const fetchAdminRecognitions = (
  page: number,
  perPage: number,
  filters: RecognitionFilters,
  options: RequestOptions = {},
) => getPage<AdminPost>('/org/recognition', { ...options, params: { page, perPage, ...filters } });

export const adminRecognitionsQueryOptions = (
  page: number,
  perPage: number,
  filters: RecognitionFilters,
) =>
  queryOptions({
    ...readQueryOptions(adminRecognitionKeys.list(page, perPage, filters), (options) =>
      fetchAdminRecognitions(page, perPage, filters, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/get_recognition_by_id?id=: the post and its ledger entries. */
export const fetchRecognitionDetail = (id: number, options: RequestOptions = {}) =>
  getData<RecognitionDetail>('/org/get_recognition_by_id', { ...options, params: { id } });

export const recognitionDetailQueryOptions = (id: number) =>
  readQueryOptions(adminRecognitionKeys.detail(id), (options) =>
    fetchRecognitionDetail(id, options),
  );

/** PATCH /org/recognition/{id}: message, values or filed. */
export const updateRecognitionMutation = (id: number) =>
  mutationOptions({
    mutationFn: (changes: RecognitionChanges) =>
      sendData<AdminPost>('PATCH', `/org/recognition/${id}`, changes),
    onSuccess: async (_post, _changes, _context, { client }) => {
      await client.invalidateQueries({ queryKey: keyRoots.adminRecognitions });
      await client.invalidateQueries({ queryKey: queryKeys.posts });
    },
  });
