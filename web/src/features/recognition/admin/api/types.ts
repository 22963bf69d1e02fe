// Admin calls of recognition types: every type with its roles and bounds, super types (groups of
// types) and sub types, with the mutations the console runs. Every write refreshes
// `recognitionTypes`, which also refreshes the send dialog's list of types.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';
import {
  allRecognitionTypesQueryOptions,
  type AdminRecognitionType,
} from '@/lib/calls/recognition-types';

import { keyRoots } from '../../api/query-keys';

type Schemas = components['schemas'];

export type { AdminRecognitionType };
export type RecognitionTypeInput = Schemas['RecognitionTypeInput'];
export type SuperRecognitionType = Schemas['SuperRecognitionType'];
export type SubRecognitionType = Schemas['SubRecognitionType'];
export type SubRecognitionTypeChanges = JsonBody<'updateSubRecognitionType'>;
/** A super or sub type's name and its English name (null clears it). */
export type NameInput = { name: string; name_en: string | null };

const refreshTypes = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.recognitionTypes });

/** Super type changes regroup the types too. */
async function refreshSuperTypes(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: keyRoots.superRecognitionTypes });
  await refreshTypes(client);
}

export { allRecognitionTypesQueryOptions };

/** GET /super_recognition_type. */
export const fetchSuperRecognitionTypes = (options: RequestOptions = {}) =>
  getData<SuperRecognitionType[]>('/super_recognition_type', options);

export const superRecognitionTypesQueryOptions = () =>
  readQueryOptions(keyRoots.superRecognitionTypes, fetchSuperRecognitionTypes);

/**
 * POST /recognition_type (201; `sub_types` names are created with the type), or PATCH
 * /recognition_type/{id} for an existing type: only the fields sent change. Existing sub types
 * are edited in their own list, so an edit never sends `sub_types` (PATCH would add more).
 */
export const saveRecognitionTypeMutation = (type: AdminRecognitionType | null) =>
  mutationOptions({
    mutationFn: (input: RecognitionTypeInput) => {
      if (!type) return sendData<AdminRecognitionType>('POST', '/recognition_type', input);
      const changes: Partial<RecognitionTypeInput> = { ...input };
      delete changes.sub_types;
      return sendData<AdminRecognitionType>('PATCH', `/recognition_type/${type.id}`, changes);
    },
    onSuccess: (_saved, _input, _result, { client }) => refreshTypes(client),
  });

/** POST /recognition_type/activate. */
export const setRecognitionTypeActiveMutation = () =>
  mutationOptions({
    mutationFn: (body: JsonBody<'activateRecognitionType'>) =>
      sendData<AdminRecognitionType>('POST', '/recognition_type/activate', body),
    onSuccess: (_type, _body, _result, { client }) => refreshTypes(client),
  });

/** DELETE /org/recognition_type/{id}: archives the type; past recognitions keep it. */
export const archiveRecognitionTypeMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/org/recognition_type/${id}`),
    onSuccess: (_done, _id, _result, { client }) => refreshTypes(client),
  });

/** POST /super_recognition_type (201). */
export const createSuperTypeMutation = () =>
  mutationOptions({
    mutationFn: (input: NameInput) =>
      sendData<SuperRecognitionType>('POST', '/super_recognition_type', input),
    onSuccess: (_saved, _input, _result, { client }) => refreshSuperTypes(client),
  });

/** PATCH /super_recognition_type/{id}: its name and English name. */
export const renameSuperTypeMutation = () =>
  mutationOptions({
    mutationFn: ({ id, ...changes }: NameInput & { id: number }) =>
      sendData<SuperRecognitionType>('PATCH', `/super_recognition_type/${id}`, changes),
    onSuccess: (_saved, _changes, _result, { client }) => refreshSuperTypes(client),
  });

/** DELETE /super_recognition_type/{id}: its types lose the grouping. */
export const deleteSuperTypeMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/super_recognition_type/${id}`),
    onSuccess: (_done, _id, _result, { client }) => refreshSuperTypes(client),
  });

/** POST /sub_recognition_type (201). */
export const createSubTypeMutation = (typeId: number) =>
  mutationOptions({
    mutationFn: (input: NameInput) =>
      sendData<SubRecognitionType>('POST', '/sub_recognition_type', { type_id: typeId, ...input }),
    onSuccess: (_saved, _input, _result, { client }) => refreshTypes(client),
  });

/** PATCH /sub_recognition_type/{id}: rename (in both languages), describe or (de)activate. */
export const updateSubTypeMutation = () =>
  mutationOptions({
    mutationFn: ({ id, changes }: { id: number; changes: SubRecognitionTypeChanges }) =>
      sendData<SubRecognitionType>('PATCH', `/sub_recognition_type/${id}`, changes),
    onSuccess: (_saved, _changes, _result, { client }) => refreshTypes(client),
  });

/** DELETE /sub_recognition_type/{id}. */
export const deleteSubTypeMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/sub_recognition_type/${id}`),
    onSuccess: (_done, _id, _result, { client }) => refreshTypes(client),
  });
