// Admin calls of recognition types: every type with its roles and bounds, super types (groups of
// types) and sub types. Writes throw an ApiError; callers invalidate `recognitionTypes`, which
// also refreshes the send dialog's list of types.
import { queryOptions } from '@tanstack/react-query';

import type { JsonBody } from './admin-contract';
import { apiClient, unwrap, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope } from './types';

type Schemas = components['schemas'];

export type AdminRecognitionType = Schemas['RecognitionType'];
export type RecognitionTypeInput = Schemas['RecognitionTypeInput'];
export type SuperRecognitionType = Schemas['SuperRecognitionType'];
export type SuperRecognitionTypeInput = JsonBody<'createSuperRecognitionType'>;
export type SubRecognitionType = Schemas['SubRecognitionType'];
export type SubRecognitionTypeInput = JsonBody<'createSubRecognitionType'>;
export type SubRecognitionTypeChanges = JsonBody<'updateSubRecognitionType'>;

export const adminTypeKeys = {
  all: () => [...queryKeys.recognitionTypes, 'all'] as const,
  superTypes: () => queryKeys.superRecognitionTypes,
};

/** GET /recognition_type/all: every type, inactive ones included. */
export async function fetchAllRecognitionTypes(
  options: RequestOptions = {},
): Promise<AdminRecognitionType[]> {
  return unwrap(
    await apiClient.get<Envelope<AdminRecognitionType[]>>('/recognition_type/all', options),
  );
}

export const allRecognitionTypesQueryOptions = () =>
  queryOptions({
    queryKey: adminTypeKeys.all(),
    queryFn: ({ signal }) => fetchAllRecognitionTypes({ signal, retry: false }),
  });

/** POST /recognition_type (201); `sub_types` names are created with the type. */
export async function createRecognitionType(
  input: RecognitionTypeInput,
): Promise<AdminRecognitionType> {
  return unwrap(await apiClient.post<Envelope<AdminRecognitionType>>('/recognition_type', input));
}

/** PATCH /recognition_type/{id}: only the fields sent change; `sub_types` adds more. */
export async function updateRecognitionType(
  id: number,
  changes: Partial<RecognitionTypeInput>,
): Promise<AdminRecognitionType> {
  return unwrap(
    await apiClient.patch<Envelope<AdminRecognitionType>>(`/recognition_type/${id}`, changes),
  );
}

/** POST /recognition_type/activate. */
export async function setRecognitionTypeActive(
  id: number,
  active: boolean,
): Promise<AdminRecognitionType> {
  const body: JsonBody<'activateRecognitionType'> = { id, active };
  return unwrap(
    await apiClient.post<Envelope<AdminRecognitionType>>('/recognition_type/activate', body),
  );
}

/** DELETE /org/recognition_type/{id}: archives the type; past recognitions keep it. */
export async function archiveRecognitionType(id: number): Promise<void> {
  unwrap(await apiClient.delete<Envelope<{ id: number }>>(`/org/recognition_type/${id}`));
}

/** GET /super_recognition_type. */
export async function fetchSuperRecognitionTypes(
  options: RequestOptions = {},
): Promise<SuperRecognitionType[]> {
  return unwrap(
    await apiClient.get<Envelope<SuperRecognitionType[]>>('/super_recognition_type', options),
  );
}

export const superRecognitionTypesQueryOptions = () =>
  queryOptions({
    queryKey: adminTypeKeys.superTypes(),
    queryFn: ({ signal }) => fetchSuperRecognitionTypes({ signal, retry: false }),
  });

/** POST /super_recognition_type (201). */
export async function createSuperRecognitionType(
  input: SuperRecognitionTypeInput,
): Promise<SuperRecognitionType> {
  return unwrap(
    await apiClient.post<Envelope<SuperRecognitionType>>('/super_recognition_type', input),
  );
}

/** PATCH /super_recognition_type/{id}. */
export async function updateSuperRecognitionType(
  id: number,
  changes: JsonBody<'updateSuperRecognitionType'>,
): Promise<SuperRecognitionType> {
  return unwrap(
    await apiClient.patch<Envelope<SuperRecognitionType>>(`/super_recognition_type/${id}`, changes),
  );
}

/** DELETE /super_recognition_type/{id}: its types lose the grouping. */
export async function deleteSuperRecognitionType(id: number): Promise<void> {
  unwrap(await apiClient.delete<Envelope<{ id: number }>>(`/super_recognition_type/${id}`));
}

/** POST /sub_recognition_type (201). */
export async function createSubRecognitionType(
  input: SubRecognitionTypeInput,
): Promise<SubRecognitionType> {
  return unwrap(await apiClient.post<Envelope<SubRecognitionType>>('/sub_recognition_type', input));
}

/** PATCH /sub_recognition_type/{id}: rename, describe or (de)activate. */
export async function updateSubRecognitionType(
  id: number,
  changes: SubRecognitionTypeChanges,
): Promise<SubRecognitionType> {
  return unwrap(
    await apiClient.patch<Envelope<SubRecognitionType>>(`/sub_recognition_type/${id}`, changes),
  );
}

/** DELETE /sub_recognition_type/{id}. */
export async function deleteSubRecognitionType(id: number): Promise<void> {
  unwrap(await apiClient.delete<Envelope<{ id: number }>>(`/sub_recognition_type/${id}`));
}
