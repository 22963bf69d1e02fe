// Benefits (api/modules/benefits.yaml), what a person sees: the published benefits open to them
// (granted ones they have, requestable ones they may ask for), one benefit (with why they cannot
// have it, when they cannot), asking for one (its price in points held at once, with an
// Idempotency-Key) and their own requests, cancelled while pending (the points come back).
import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, getPage, sendData } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { hasMorePages } from '@/api/page';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type Benefit = Schemas['Benefit'];
export type BenefitDetail = Schemas['BenefitDetail'];
export type BenefitRequest = Schemas['BenefitRequest'];
export type BenefitRequestStatus = Schemas['BenefitRequestStatus'];
export type BenefitApproval = Schemas['BenefitApproval'];
export type BenefitMode = Schemas['BenefitMode'];
export type BenefitHowTo = Schemas['BenefitHowTo'];
export type BenefitEligibility = Schemas['BenefitEligibility'];
export type IneligibleReason = BenefitDetail['reasons'][number];

/** The server's limit on a request's note, in characters. */
export const NOTE_MAX = 500;
export const MY_REQUESTS_PAGE_SIZE = 10;

const ROOT = keyRoots.benefits;

export const benefitsKeys = {
  list: () => [...ROOT, 'list'] as const,
  one: (id: number) => [...ROOT, 'one', id] as const,
  requests: () => [...ROOT, 'requests'] as const,
};

/** After a request or a cancellation: the lists, the benefit and the person's points. */
async function refreshMine(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: queryKeys.points }),
  ]);
}

/** GET /benefits: the published benefits open to me today, granted ones first. */
export const benefitsQueryOptions = () =>
  readQueryOptions(benefitsKeys.list(), (options) => getData<Benefit[]>('/benefits', options));

/** GET /benefits/{id}: one published benefit; when not eligible, the reasons. */
export const benefitQueryOptions = (id: number) =>
  readQueryOptions(benefitsKeys.one(id), (options) =>
    getData<BenefitDetail>(`/benefits/${id}`, options),
  );

/** GET /benefits/requests?page&perPage: my requests, newest first, a page at a time. */
export const myBenefitRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: benefitsKeys.requests(),
    queryFn: ({ pageParam, signal }) =>
      getPage<BenefitRequest>('/benefits/requests', {
        signal,
        retry: false,
        params: { page: pageParam, perPage: MY_REQUESTS_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

export type RequestBenefitInput = { note: string; idempotencyKey: string };

/** POST /benefits/{id}/requests {note} with the submission's Idempotency-Key (never retried):
 *  the request (approved at once when the benefit needs no approval). 422 not_eligible,
 *  benefit_not_requestable, insufficient_points; 409 request_pending, already_granted. */
export const requestBenefitMutation = (benefitId: number) =>
  mutationOptions({
    mutationFn: ({ note, idempotencyKey }: RequestBenefitInput) =>
      sendData<BenefitRequest>(
        'POST',
        `/benefits/${benefitId}/requests`,
        note.trim() ? { note: note.trim() } : {},
        { headers: idempotencyHeaders(idempotencyKey), retry: false },
      ),
    onSettled: (_data, _error, _input, _result, { client }) => refreshMine(client),
  });

/** POST /benefits/requests/{id}/cancel: a pending request of mine, cancelled; its points come
 *  back. 409 request_decided when it was decided meanwhile. */
export const cancelBenefitRequestMutation = () =>
  mutationOptions({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      sendData<BenefitRequest>('POST', `/benefits/requests/${id}/cancel`, undefined, {
        headers: idempotencyHeaders(idempotencyKey),
        retry: false,
      }),
    onSettled: (_data, _error, _input, _result, { client }) => refreshMine(client),
  });
