// Point requests: a member asks for points to redeem (with a reason and, if they like, a file
// backing it); their leader, the leader of their department or an admin approves or rejects it.
// The member's own requests, the ones the caller may decide, asking, approving and rejecting.
// Every change reloads the lists, a refused decision too (someone else may have decided first).
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type PointRequest = Schemas['PointRequest'];
export type PointRequestStatus = Schemas['PointRequestStatus'];
export type PointRequestInput = JsonBody<'createPointRequest'>;
export type ApproveInput = JsonBody<'approvePointRequest'>;
export type RejectInput = JsonBody<'rejectPointRequest'>;

/** What the review list shows: one status, or every request. */
export type ReviewFilter = PointRequestStatus | 'all';

/** The review's filter, in the order it offers them (pending ones by default). */
export const REVIEW_FILTERS = [
  'pending',
  'approved',
  'rejected',
  'all',
] as const satisfies readonly ReviewFilter[];

/** The contract's limits. */
export const POINT_REQUEST_LIMITS = {
  minAmount: 1,
  maxAmount: 100_000,
  reasonMaxLength: 1000,
  noteMaxLength: 500,
  maxAttachments: 1,
} as const;

/** The member's history shows this many a page. */
export const MY_REQUESTS_PAGE_SIZE = 10;

const KEY = keyRoots.pointRequests;

export const pointRequestKeys = {
  all: () => KEY,
  mine: (page: number) => [...KEY, 'mine', page] as const,
  myPending: () => [...KEY, 'mine', 'pending'] as const,
  review: (filter: ReviewFilter, page: number, perPage: number) =>
    [...KEY, 'review', filter, page, perPage] as const,
};

/** GET /point_request?scope=mine&status=&page=&perPage=: the member's own, newest first. */
export const fetchMyPointRequests = (
  page: number,
  perPage: number,
  status: PointRequestStatus | undefined,
  options: RequestOptions = {},
) =>
  getPage<PointRequest>('/point_request', {
    ...options,
    params: { scope: 'mine', status, page, perPage },
  });

export const myPointRequestsQueryOptions = (page: number) =>
  queryOptions({
    ...readQueryOptions(pointRequestKeys.mine(page), (options) =>
      fetchMyPointRequests(page, MY_REQUESTS_PAGE_SIZE, undefined, options),
    ),
    placeholderData: keepPreviousData,
  });

/** The member's request still waiting for a decision, or null: only one may be pending. */
export const myPendingPointRequestQueryOptions = () =>
  readQueryOptions(pointRequestKeys.myPending(), async (options) => {
    const page = await fetchMyPointRequests(1, 1, 'pending', options);
    return page.items[0] ?? null;
  });

/** GET /point_request?scope=review&status=&page=&perPage=: what the caller may decide (the
 *  people they lead, or everyone's for admins), newest first; 403 for employees. */
export const fetchReviewPointRequests = (
  filter: ReviewFilter,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) =>
  getPage<PointRequest>('/point_request', {
    ...options,
    params: { scope: 'review', status: filter === 'all' ? undefined : filter, page, perPage },
  });

export const reviewPointRequestsQueryOptions = (
  filter: ReviewFilter,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(pointRequestKeys.review(filter, page, perPage), (options) =>
      fetchReviewPointRequests(filter, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** Every list of requests reads again: after a change, and after a refusal too (a decision
 *  someone else took first shows). */
const reload = (client: QueryClient) => client.invalidateQueries({ queryKey: KEY });

/** POST /point_request (201): 400 names every bad field; 409 pending_request_exists while one of
 *  theirs is still pending. Never retried. */
export const createPointRequestMutation = () =>
  mutationOptions({
    mutationFn: (input: PointRequestInput) =>
      sendData<PointRequest>('POST', '/point_request', input, { retry: false }),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });

/** POST /point_request/approve: the points go to the requester's points to redeem. 403
 *  not_your_decision (their own, or not someone they lead); 404; 409 already_decided. */
export const approvePointRequestMutation = () =>
  mutationOptions({
    mutationFn: (input: ApproveInput) =>
      sendData<PointRequest>('POST', '/point_request/approve', input, { retry: false }),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });

/** POST /point_request/reject with the reason the requester will read; the same refusals as
 *  approving. */
export const rejectPointRequestMutation = () =>
  mutationOptions({
    mutationFn: (input: RejectInput) =>
      sendData<PointRequest>('POST', '/point_request/reject', input, { retry: false }),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });
