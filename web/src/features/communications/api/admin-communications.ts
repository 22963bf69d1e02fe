// The admins' side of communications: every communication with its delivery, read and
// acknowledgement counts (60 s limit), who received one and what each did, pinning, and
// sending one to everyone, a department or a group.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getPage, sendData, type RequestOptions } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components, operations } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import type { CommunicationAudience } from './communications';

/** Spec §9: the admin communications list (GET /admin/communications) has 60 s. */
const ADMIN_COMMUNICATIONS_TIMEOUT_MS = 60_000;

type Schemas = components['schemas'];

export type AdminCommunication = Schemas['AdminCommunication'];
export type CommunicationRecipient = Schemas['CommunicationRecipient'];
export type CommunicationInput = Schemas['CommunicationInput'];
export type PollInput = Schemas['PollInput'];
type RecipientsQuery = NonNullable<
  operations['listCommunicationRecipients']['parameters']['query']
>;
/** Which recipients the report lists. */
export type RecipientState = NonNullable<RecipientsQuery['state']>;

export const RECIPIENT_STATES = [
  'all',
  'unread',
  'read',
  'acknowledged',
  'unacknowledged',
] as const satisfies readonly RecipientState[];

/** The contract's limits of the form. */
export const COMMUNICATION_LIMITS = {
  titleMaxLength: 200,
  messageMaxLength: 10_000,
  maxAttachments: 5,
} as const;

/** While a communication is still being delivered, the list is read again this often. */
export const DELIVERY_REFRESH_MS = 2_000;

const ADMIN = [...queryKeys.communications, 'admin'] as const;

export const adminCommunicationKeys = {
  all: () => ADMIN,
  list: (page: number, perPage: number) => [...ADMIN, 'list', page, perPage] as const,
  recipients: (id: number, state: RecipientState, page: number, perPage: number) =>
    [...ADMIN, 'recipients', id, state, page, perPage] as const,
};

/** GET /admin/communications: a page, newest first, with their counts (60 s limit). */
export const fetchAdminCommunications = (
  page: number,
  perPage: number,
  options: RequestOptions = {},
) =>
  getPage<AdminCommunication>('/admin/communications', {
    ...options,
    params: { page, perPage },
    timeout: ADMIN_COMMUNICATIONS_TIMEOUT_MS,
  });

/** The page shown; read again every 2 s while one of its communications is being delivered. */
export const adminCommunicationsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminCommunicationKeys.list(page, perPage), (options) =>
      fetchAdminCommunications(page, perPage, options),
    ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => !item.stats.delivered) ? DELIVERY_REFRESH_MS : false,
  });

/** GET /admin/communications/{id}/recipients?state=: a page of recipients, by name. */
export const fetchRecipients = (
  id: number,
  state: RecipientState,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) =>
  getPage<CommunicationRecipient>(`/admin/communications/${id}/recipients`, {
    ...options,
    params: { state, page, perPage },
  });

export const recipientsQueryOptions = (
  id: number,
  state: RecipientState,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(adminCommunicationKeys.recipients(id, state, page, perPage), (options) =>
      fetchRecipients(id, state, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /communication/{id}/pin: pinned (or not) for every recipient. */
export const pinCommunicationMutation = () =>
  mutationOptions({
    mutationFn: ({ id, pin }: { id: number; pin: boolean }) =>
      sendData<AdminCommunication>('POST', `/communication/${id}/pin`, {
        pin,
      } satisfies JsonBody<'pinCommunication'>),
    onSuccess: (_saved, _request, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.communications }),
  });

/** Where a communication goes: everyone, a department, or a communication group. */
export type SendTarget =
  | { audience: Extract<CommunicationAudience, 'all'> }
  | { audience: Extract<CommunicationAudience, 'department'>; departmentId: number }
  | { audience: Extract<CommunicationAudience, 'group'>; groupId: number };

export type SendRequest = { target: SendTarget; body: CommunicationInput; idempotencyKey: string };

/** The path a communication is sent through, and its body (the department goes in `id`). */
export function sendPath(
  target: SendTarget,
  body: CommunicationInput,
): { path: string; body: CommunicationInput } {
  switch (target.audience) {
    case 'all':
      return { path: '/communication/all', body };
    case 'department':
      return { path: '/communication/department', body: { ...body, id: target.departmentId } };
    case 'group':
      return { path: `/communication/group/${target.groupId}`, body };
  }
}

/** POST /communication/all, /communication/department or /communication/group/{id} (201 at once;
 *  a background job delivers it), with the submission's Idempotency-Key, never retried. */
export const sendCommunicationMutation = () =>
  mutationOptions({
    mutationFn: ({ target, body, idempotencyKey }: SendRequest) => {
      const request = sendPath(target, body);
      return sendData<AdminCommunication>('POST', request.path, request.body, {
        headers: idempotencyHeaders(idempotencyKey),
        retry: false,
      });
    },
    onSuccess: (_sent, _request, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.communications }),
  });
