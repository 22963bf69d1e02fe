// Admin calls of corporate values: every value (inactive ones included), create, edit, archive.
// Every write refreshes `corporateValues`, which also refreshes the send dialog's list.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import { keyRoots } from '../../api/query-keys';
import type { ValuesMode, ValuesSettings } from '../../api/recognition';

export type AdminCorporateValue = components['schemas']['CorporateValue'];
export type CorporateValueInput = JsonBody<'createValue'>;
export type CorporateValueChanges = JsonBody<'updateValue'>;

export const adminValueKeys = {
  all: () => [...keyRoots.corporateValues, 'all'] as const,
};

const refreshValues = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: keyRoots.corporateValues });

/** GET /values?all=true. */
export const fetchAllCorporateValues = (options: RequestOptions = {}) =>
  getData<AdminCorporateValue[]>('/values', { ...options, params: { all: true } });

export const allCorporateValuesQueryOptions = () =>
  readQueryOptions(adminValueKeys.all(), fetchAllCorporateValues);

/** POST /values (201), or PATCH /values/{id} for an existing value. */
export const saveCorporateValueMutation = (value: AdminCorporateValue | null) =>
  mutationOptions({
    mutationFn: (input: CorporateValueInput) =>
      value
        ? sendData<AdminCorporateValue>('PATCH', `/values/${value.id}`, input)
        : sendData<AdminCorporateValue>('POST', '/values', input),
    onSuccess: (_saved, _input, _result, { client }) => refreshValues(client),
  });

/** PATCH /values/{id} with `active`. */
export const setCorporateValueActiveMutation = () =>
  mutationOptions({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      sendData<AdminCorporateValue>('PATCH', `/values/${id}`, {
        active,
      } satisfies CorporateValueChanges),
    onSuccess: (_saved, _changes, _result, { client }) => refreshValues(client),
  });

/** PUT /values/settings: required, optional or off (VAL-2). */
export const saveValuesModeMutation = () =>
  mutationOptions({
    mutationFn: (mode: ValuesMode) =>
      sendData<ValuesSettings>('PUT', '/values/settings', { values_in_recognition: mode }),
    onSuccess: (_saved, _mode, _result, { client }) =>
      client.invalidateQueries({ queryKey: keyRoots.valuesSettings }),
  });

/** DELETE /values/{id}: archives the value. */
export const archiveCorporateValueMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/values/${id}`),
    onSuccess: (_done, _id, _result, { client }) => refreshValues(client),
  });
