// The admins' queue of open account deletion requests, oldest first, paged, and declining one
// with a note for the person. Erasing the account (which closes its request) is a directory call
// (lib/calls/directory), shared with the people screen.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getPage, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { JsonBody } from '@/api/types';

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

/** The contract's limit of a decline note. */
export const DECLINE_NOTE_MAX_LENGTH = 1000;

export type DeclineValues = { note: string };
export type DeclineBody = JsonBody<'declineDeletionRequest'>;

/** The decline form's check (field → glossary key): the note is optional but bounded. */
export function validateDecline(values: DeclineValues): {
  note?: 'admin.deletionRequests.decline.noteTooLong';
} {
  return [...values.note.trim()].length > DECLINE_NOTE_MAX_LENGTH
    ? { note: 'admin.deletionRequests.decline.noteTooLong' }
    : {};
}

/** The decline request: the note, or null when left blank. */
export function toDeclineBody(values: DeclineValues): DeclineBody {
  return { note: values.note.trim() || null };
}

/** POST /org/deletion_requests/{id}/decline: the request leaves the queue with its note; 409
 *  deletion_request_closed when someone already handled it. */
export const declineDeletionRequestMutation = (id: number) =>
  mutationOptions({
    mutationFn: (body: DeclineBody) =>
      sendData<DeletionRequest>('POST', `/org/deletion_requests/${id}/decline`, body),
    onSuccess: (_request, _values, _context, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.deletionRequests }),
  });
