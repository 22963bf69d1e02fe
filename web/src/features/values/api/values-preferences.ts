// VAL-3's opt-out: whether the caller appears in the values page's top recognisers and
// recipients (GET/PUT /corp_values/preferences). Out of them, the next people move up.
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

export type ValuesPreferences = components['schemas']['ValuesPreferences'];

/** GET /corp_values/preferences. */
export const fetchValuesPreferences = (options: RequestOptions = {}) =>
  getData<ValuesPreferences>('/corp_values/preferences', options);

export const valuesPreferencesQueryOptions = () =>
  readQueryOptions(keyRoots.valuesPreferences, fetchValuesPreferences);

/** PUT /corp_values/preferences; the page's top lists are read again. */
export const setValuesListedMutation = () =>
  mutationOptions({
    mutationFn: (listed: boolean) =>
      sendData<ValuesPreferences>('PUT', '/corp_values/preferences', { listed }),
    onSuccess: (saved, _listed, _result, { client }) => {
      client.setQueryData(keyRoots.valuesPreferences, saved);
      return client.invalidateQueries({ queryKey: keyRoots.valuesPage });
    },
  });
