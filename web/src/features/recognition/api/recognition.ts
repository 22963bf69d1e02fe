// Sending recognitions: the types and corporate values one may use, the send call itself and
// the caller's recognition groups (named lists of people to recognise together).
import { getData, sendData, type RequestOptions } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { SendRecognitionRequest } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];
type SendResult = Schemas['SendResult'];

export type RecognitionType = Schemas['RecognitionType'];
export type SubRecognitionType = Schemas['SubRecognitionType'];
export type CorporateValue = Schemas['CorporateValue'];
export type RecognitionGroup = Schemas['RecognitionGroup'];
export type { SendRecognitionRequest };

/** Contract limits of a send. */
export const SEND_LIMITS = {
  maxReceivers: 50,
  messageMaxLength: 2000,
  maxAttachments: 5,
  groupNameMaxLength: 80,
} as const;

/** GET /recognition_type: active types the caller may send. */
export const fetchRecognitionTypes = (options: RequestOptions = {}) =>
  getData<RecognitionType[]>('/recognition_type', options);

export const recognitionTypesQueryOptions = () =>
  readQueryOptions(queryKeys.recognitionTypes, fetchRecognitionTypes);

/** GET /values: the organisation's active corporate values. */
export const fetchCorporateValues = (options: RequestOptions = {}) =>
  getData<CorporateValue[]>('/values', options);

export const corporateValuesQueryOptions = () =>
  readQueryOptions(keyRoots.corporateValues, fetchCorporateValues);

export type ValuesSettings = Schemas['ValuesSettings'];
export type ValuesMode = ValuesSettings['values_in_recognition'];

/** GET /values/settings: required, optional or off (VAL-2). */
export const fetchValuesSettings = (options: RequestOptions = {}) =>
  getData<ValuesSettings>('/values/settings', options);

export const valuesSettingsQueryOptions = () =>
  readQueryOptions(keyRoots.valuesSettings, fetchValuesSettings);

/** POST /send_feedback with the submission's Idempotency-Key (never retried). */
export const sendRecognition = (body: SendRecognitionRequest, idempotencyKey: string) =>
  sendData<SendResult>('POST', '/send_feedback', body, {
    headers: idempotencyHeaders(idempotencyKey),
  });

/** GET /recognition/groups: the caller's groups. */
export const fetchRecognitionGroups = (options: RequestOptions = {}) =>
  getData<RecognitionGroup[]>('/recognition/groups', options);

export const recognitionGroupsQueryOptions = () =>
  readQueryOptions(keyRoots.recognitionGroups, fetchRecognitionGroups);

export type RecognitionGroupInput = { name: string; member_ids: number[] };

/** POST /recognition/group. */
export const createRecognitionGroup = (input: RecognitionGroupInput) =>
  sendData<RecognitionGroup>('POST', '/recognition/group', input);

/** PATCH /recognition/group/{id}: renames a group or replaces its members. */
export const updateRecognitionGroup = (id: number, input: Partial<RecognitionGroupInput>) =>
  sendData<RecognitionGroup>('PATCH', `/recognition/group/${id}`, input);

/** DELETE /recognition/group/{id}. */
export async function deleteRecognitionGroup(id: number): Promise<void> {
  await sendData<{ id: number }>('DELETE', `/recognition/group/${id}`);
}

export type RecognitionMessagesInput = Schemas['RecognitionMessagesInput'];

/** POST /ideas/recognition_messages (module flag `ideas`): 3 to 5 suggested messages woven from
 *  the chosen type, values and receivers' first names, in the language asked. */
export const suggestRecognitionMessages = (input: RecognitionMessagesInput) =>
  sendData<{ messages: string[] }>('POST', '/ideas/recognition_messages', input);
