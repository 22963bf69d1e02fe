// Public API keys (admins): list, create (the answer carries the secret, shown that once) and
// revoke, with the mutations the settings screen runs. The paths live under the API base, so the
// URL is /api/api/key.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import { keyRoots } from './query-keys';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyStatus = ApiKey['status'];
export type CreatedApiKey = components['schemas']['CreatedApiKey'];
export type NewApiKey = JsonBody<'createApiKey'>;

export const API_KEY_NAME_MAX_LENGTH = 80;

const refreshKeys = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: keyRoots.apiKeys });

/** GET /api/key: newest first; secrets are never listed. */
export const fetchApiKeys = (options: RequestOptions = {}) =>
  getData<ApiKey[]>('/api/key', options);

export const apiKeysQueryOptions = () => readQueryOptions(keyRoots.apiKeys, fetchApiKeys);

/** POST /api/key (201): the answer's `key` is the secret; it is never cached. */
export const createApiKeyMutation = () =>
  mutationOptions({
    mutationFn: (input: NewApiKey) => sendData<CreatedApiKey>('POST', '/api/key', input),
    onSuccess: (_created, _input, _context, { client }) => refreshKeys(client),
  });

/** DELETE /api/key/{id}: revokes at once; the revoked key replaces its row before the list
 *  reloads. */
export const revokeApiKeyMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<ApiKey>('DELETE', `/api/key/${id}`),
    onSuccess: async (key, _id, _context, { client }) => {
      client.setQueryData<ApiKey[]>(keyRoots.apiKeys, (list) =>
        list?.map((entry) => (entry.id === key.id ? key : entry)),
      );
      await refreshKeys(client);
    },
  });
