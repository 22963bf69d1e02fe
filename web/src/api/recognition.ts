// Sending recognitions: the types and corporate values one may use, the send call itself and
// the caller's recognition groups (named lists of people to recognise together).
import { queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { idempotencyHeaders } from './idempotency';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope, SendRecognitionRequest } from './types';

type Schemas = components['schemas'];

export type RecognitionType = Schemas['RecognitionType'];
export type SubRecognitionType = Schemas['SubRecognitionType'];
export type CorporateValue = Schemas['CorporateValue'];
export type RecognitionGroup = Schemas['RecognitionGroup'];
export type SendResult = Schemas['SendResult'];
export type { SendRecognitionRequest };

/** Contract limits of a send. */
export const SEND_LIMITS = {
  maxReceivers: 50,
  messageMaxLength: 2000,
  maxAttachments: 5,
  groupNameMaxLength: 80,
} as const;

/** GET /recognition_type: active types the caller may send. */
export async function fetchRecognitionTypes(
  options: RequestOptions = {},
): Promise<RecognitionType[]> {
  return unwrap(await apiClient.get<Envelope<RecognitionType[]>>('/recognition_type', options));
}

export const recognitionTypesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.recognitionTypes,
    queryFn: ({ signal }) => fetchRecognitionTypes({ signal, retry: false }),
  });

/** GET /values: the organisation's active corporate values. */
export async function fetchCorporateValues(
  options: RequestOptions = {},
): Promise<CorporateValue[]> {
  return unwrap(await apiClient.get<Envelope<CorporateValue[]>>('/values', options));
}

export const corporateValuesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.corporateValues,
    queryFn: ({ signal }) => fetchCorporateValues({ signal, retry: false }),
  });

/** POST /send_feedback with the submission's Idempotency-Key (never retried). */
export async function sendRecognition(
  body: SendRecognitionRequest,
  idempotencyKey: string,
): Promise<SendResult> {
  return unwrap(
    await apiClient.post<Envelope<SendResult>>('/send_feedback', body, {
      headers: idempotencyHeaders(idempotencyKey),
    }),
  );
}

/** GET /recognition/groups: the caller's groups. */
export async function fetchRecognitionGroups(
  options: RequestOptions = {},
): Promise<RecognitionGroup[]> {
  return unwrap(await apiClient.get<Envelope<RecognitionGroup[]>>('/recognition/groups', options));
}

export const recognitionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.recognitionGroups,
    queryFn: ({ signal }) => fetchRecognitionGroups({ signal, retry: false }),
  });

export type RecognitionGroupInput = { name: string; member_ids: number[] };

/** POST /recognition/group. */
export async function createRecognitionGroup(
  input: RecognitionGroupInput,
): Promise<RecognitionGroup> {
  return unwrap(await apiClient.post<Envelope<RecognitionGroup>>('/recognition/group', input));
}

/** PATCH /recognition/group/{id}: renames a group or replaces its members. */
export async function updateRecognitionGroup(
  id: number,
  input: Partial<RecognitionGroupInput>,
): Promise<RecognitionGroup> {
  return unwrap(
    await apiClient.patch<Envelope<RecognitionGroup>>(`/recognition/group/${id}`, input),
  );
}

/** DELETE /recognition/group/{id}. */
export async function deleteRecognitionGroup(id: number): Promise<void> {
  unwrap(await apiClient.delete<Envelope<{ id: number }>>(`/recognition/group/${id}`));
}
