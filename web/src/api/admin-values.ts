// Admin calls of corporate values: every value (inactive ones included), create, edit, archive.
// Callers invalidate `corporateValues`, which also refreshes the send dialog's list.
import { queryOptions } from '@tanstack/react-query';

import type { JsonBody } from './admin-contract';
import { apiClient, unwrap, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope } from './types';

export type AdminCorporateValue = components['schemas']['CorporateValue'];
export type CorporateValueInput = JsonBody<'createValue'>;
export type CorporateValueChanges = JsonBody<'updateValue'>;

export const adminValueKeys = {
  all: () => [...queryKeys.corporateValues, 'all'] as const,
};

/** GET /values?all=true. */
export async function fetchAllCorporateValues(
  options: RequestOptions = {},
): Promise<AdminCorporateValue[]> {
  return unwrap(
    await apiClient.get<Envelope<AdminCorporateValue[]>>('/values', {
      ...options,
      params: { all: true },
    }),
  );
}

export const allCorporateValuesQueryOptions = () =>
  queryOptions({
    queryKey: adminValueKeys.all(),
    queryFn: ({ signal }) => fetchAllCorporateValues({ signal, retry: false }),
  });

/** POST /values (201). */
export async function createCorporateValue(
  input: CorporateValueInput,
): Promise<AdminCorporateValue> {
  return unwrap(await apiClient.post<Envelope<AdminCorporateValue>>('/values', input));
}

/** PATCH /values/{id}. */
export async function updateCorporateValue(
  id: number,
  changes: CorporateValueChanges,
): Promise<AdminCorporateValue> {
  return unwrap(await apiClient.patch<Envelope<AdminCorporateValue>>(`/values/${id}`, changes));
}

/** DELETE /values/{id}: archives the value. */
export async function archiveCorporateValue(id: number): Promise<void> {
  unwrap(await apiClient.delete<Envelope<{ id: number }>>(`/values/${id}`));
}
