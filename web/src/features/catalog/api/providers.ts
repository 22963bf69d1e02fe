// The providers that fulfil products (admins): the list in name order with how many products
// each has, adding one and changing one.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

export type Provider = components['schemas']['Provider'];
export type ProviderInput = components['schemas']['ProviderInput'];

/** The contract's limits. */
export const PROVIDER_LIMITS = {
  nameMaxLength: 120,
  contactNameMaxLength: 120,
  emailMaxLength: 254,
  phoneMaxLength: 40,
} as const;

export const providerKeys = { all: () => [...keyRoots.providers, 'all'] as const };

/** GET /org/providers. */
export const fetchProviders = (options: RequestOptions = {}) =>
  getData<Provider[]>('/org/providers', options);

export const providersQueryOptions = () => readQueryOptions(providerKeys.all(), fetchProviders);

const refreshProviders = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: keyRoots.providers });

/** POST /org/providers (201), or PATCH /org/providers/{id} of the provider edited; 409
 *  provider_exists when the name is taken. */
export const saveProviderMutation = (providerId: number | null) =>
  mutationOptions({
    mutationFn: (input: ProviderInput) =>
      providerId === null
        ? sendData<Provider>('POST', '/org/providers', input)
        : sendData<Provider>('PATCH', `/org/providers/${providerId}`, input),
    onSuccess: (_provider, _input, _result, { client }) => refreshProviders(client),
  });

/** PATCH /org/providers/{id} with `active` alone (a row's switch). */
export const setProviderActiveMutation = () =>
  mutationOptions({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      sendData<Provider>('PATCH', `/org/providers/${id}`, { active } satisfies ProviderInput),
    onSuccess: (_provider, _request, _result, { client }) => refreshProviders(client),
  });
