// Public API keys (admins): list, create (the answer carries the secret, shown that once) and
// revoke. The paths live under the API base, so the URL is /api/api/key.
import { queryOptions } from '@tanstack/react-query';

import type { JsonBody } from './admin-contract';
import { apiClient, unwrap, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope } from './types';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyStatus = ApiKey['status'];
export type CreatedApiKey = components['schemas']['CreatedApiKey'];
export type NewApiKey = JsonBody<'createApiKey'>;

export const API_KEY_NAME_MAX_LENGTH = 80;

/** GET /api/key: newest first; secrets are never listed. */
export async function fetchApiKeys(options: RequestOptions = {}): Promise<ApiKey[]> {
  return unwrap(await apiClient.get<Envelope<ApiKey[]>>('/api/key', options));
}

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.apiKeys,
    queryFn: ({ signal }) => fetchApiKeys({ signal, retry: false }),
  });

/** POST /api/key (201): the answer's `key` is the secret. */
export async function createApiKey(input: NewApiKey): Promise<CreatedApiKey> {
  return unwrap(await apiClient.post<Envelope<CreatedApiKey>>('/api/key', input));
}

/** DELETE /api/key/{id}: revokes at once; answers the revoked key. */
export async function revokeApiKey(id: number): Promise<ApiKey> {
  return unwrap(await apiClient.delete<Envelope<ApiKey>>(`/api/key/${id}`));
}
