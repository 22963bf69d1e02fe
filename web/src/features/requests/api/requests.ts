// Requests (api/modules/requests.yaml), what a person sees: the active request types, one type
// with its form to fill in, making a request (its answers checked by the forms engine, with an
// Idempotency-Key), their own requests, what waits for their decision (or what they decided),
// one request with its timeline, commenting, cancelling a pending one of their own, and deciding
// a step through the approvals inbox's call (POST /approvals/decide, kind `request`).
import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, getPage, sendData } from '@/api/client';
import { ApiError } from '@/api/errors';
import { idempotencyHeaders } from '@/api/idempotency';
import { hasMorePages } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { Answers, FormContext, FormDefinition } from '@/lib/forms/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type RequestStatus = Schemas['RequestStatus'];
export type RequestApprover = Schemas['RequestApprover'];
export type RequestStep = Schemas['RequestStep'];
export type RequestStepRule = Schemas['RequestStepRule'];
export type RequestEvent = Schemas['RequestEvent'];
export type RequestEventKind = RequestEvent['kind'];
export type RequestType = Schemas['RequestType'];
/** A request as the lists show it (the spec's solicitudId is its id). */
export type RequestItem = Schemas['Request'];
/** A form version as the server keeps it, in the shape of lib/forms. */
export type RequestForm = Omit<Schemas['RequestTypeForm'], 'definition'> & {
  definition: FormDefinition;
};
export type RequestTypeToFill = Omit<Schemas['RequestTypeToFill'], 'form' | 'context'> & {
  form: RequestForm;
  context: FormContext;
};
export type RequestDetail = Omit<Schemas['RequestDetail'], 'form'> & { form: RequestForm };
export type ReviewState = 'pending' | 'decided';
export type Decision = 'approve' | 'reject';

/** The contract's limits, in characters. */
export const REQUEST_LIMITS = { commentMax: 2000, reasonMax: 500 } as const;
export const REQUESTS_PAGE_SIZE = 10;

const ROOT = keyRoots.requests;

export const requestsKeys = {
  types: () => [...ROOT, 'types'] as const,
  type: (id: number) => [...ROOT, 'type', id] as const,
  mine: () => [...ROOT, 'mine'] as const,
  reviewing: (state: ReviewState) => [...ROOT, 'reviewing', state] as const,
  one: (id: number) => [...ROOT, 'one', id] as const,
};

/** After any change: every list and request this person sees (the console's too). */
export const refreshRequests = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: keyRoots.requestsAdmin }),
  ]);

/** GET /requests/types: the active types, by name. */
export const requestTypesQueryOptions = () =>
  readQueryOptions(requestsKeys.types(), (options) =>
    getData<RequestType[]>('/requests/types', options),
  );

/** GET /requests/types/{id}: an active type with its form's latest version and my hidden fields
 *  (404 for an archived one). */
export const requestTypeQueryOptions = (id: number) =>
  readQueryOptions(requestsKeys.type(id), (options) =>
    getData<RequestTypeToFill>(`/requests/types/${id}`, options),
  );

const pagedList = (
  queryKey: readonly unknown[],
  path: string,
  params: Record<string, string> = {},
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      getPage<RequestItem>(path, {
        signal,
        retry: false,
        params: { ...params, page: pageParam, perPage: REQUESTS_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** GET /requests?page&perPage: my requests, newest first, a page at a time. */
export const myRequestsQueryOptions = () => pagedList(requestsKeys.mine(), '/requests');

/** GET /requests/reviewing?state: what waits for my decision (oldest first), or the steps I
 *  decided (newest first). */
export const reviewingQueryOptions = (state: ReviewState) =>
  pagedList(requestsKeys.reviewing(state), '/requests/reviewing', { state });

/** GET /requests/{id}: a request with its answers, files, timeline and what I may do (404 when
 *  I may not see it). */
export const requestQueryOptions = (id: number) =>
  readQueryOptions(requestsKeys.one(id), (options) =>
    getData<RequestDetail>(`/requests/${id}`, options),
  );

/** After a call answering the whole request: it is shown at once, the lists read again. */
const keepDetail = async (client: QueryClient, detail: RequestDetail) => {
  client.setQueryData(requestsKeys.one(detail.id), detail);
  await refreshRequests(client);
};

export type SubmitInput = {
  typeId: number;
  version: number;
  answers: Answers;
  idempotencyKey: string;
};

/** POST /requests {type_id, answers, form_version} with the submission's Idempotency-Key (never
 *  retried). 422 invalid_answers names each bad answer (answers.<question id>); 404 when the type
 *  was archived meanwhile. */
export const submitRequestMutation = () =>
  mutationOptions({
    mutationFn: ({ typeId, version, answers, idempotencyKey }: SubmitInput) =>
      sendData<RequestDetail>(
        'POST',
        '/requests',
        { type_id: typeId, answers, form_version: version },
        { headers: idempotencyHeaders(idempotencyKey), retry: false },
      ),
    onSuccess: (detail, _input, _result, { client }) => keepDetail(client, detail),
  });

/** POST /requests/{id}/comments {text}: the request with the comment in its timeline. */
export const commentRequestMutation = (id: number) =>
  mutationOptions({
    mutationFn: ({ text, idempotencyKey }: { text: string; idempotencyKey: string }) =>
      sendData<RequestDetail>(
        'POST',
        `/requests/${id}/comments`,
        { text },
        { headers: idempotencyHeaders(idempotencyKey), retry: false },
      ),
    onSuccess: (detail, _input, _result, { client }) => keepDetail(client, detail),
  });

/** POST /requests/{id}/cancel: my pending request, cancelled. 409 request_decided when it was
 *  decided meanwhile. */
export const cancelRequestMutation = (id: number) =>
  mutationOptions({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      sendData<RequestDetail>('POST', `/requests/${id}/cancel`, undefined, {
        headers: idempotencyHeaders(idempotencyKey),
        retry: false,
      }),
    onSuccess: (detail, _input, _result, { client }) => keepDetail(client, detail),
    onError: (_error, _input, _result, { client }) => refreshRequests(client),
  });

type DecideResults = Schemas['ApprovalResults'];

export type DecideInput = { decision: Decision; reason: string };

/** POST /approvals/decide {items: [{kind: request, id}], decision, reason}: the current step
 *  approved (the next one waits, or the request is approved) or the request rejected (the reason
 *  is required). The inbox answers item by item: a refused item (`failed`) is thrown as that
 *  item's error (already_decided, not_your_decision, own_item...). Never retried. */
export const decideRequestMutation = (id: number) =>
  mutationOptions({
    mutationFn: async ({ decision, reason }: DecideInput) => {
      const note = reason.trim();
      const result = await sendData<DecideResults>(
        'POST',
        '/approvals/decide',
        { items: [{ kind: 'request', id }], decision, ...(note ? { reason: note } : {}) },
        { retry: false },
      );
      const refused = result.results.find((entry) => !entry.ok);
      if (result.failed > 0 || refused) {
        throw new ApiError({
          kind: 'http',
          status: 409,
          code: refused?.error?.code ?? null,
          serverMessage: refused?.error?.message ?? null,
        });
      }
      return result;
    },
    onSettled: (_data, _error, _input, _result, { client }) => refreshRequests(client),
  });
