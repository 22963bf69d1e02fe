// People: the receiver search of the send dialog and a member's public profile.
import { queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { unwrapPage, type Page } from './page';
import { queryKeys } from './query-keys';
import type { components, operations } from './schema';
import type { Envelope } from './types';

export type PersonRef = components['schemas']['PersonRef'];
export type PublicProfile = components['schemas']['PublicProfile'];
export type PeopleSearch = NonNullable<
  operations['searchUsers']['requestBody']
>['content']['application/json'];

export const PEOPLE_SEARCH_PAGE_SIZE = 8;
/** Longest search text (the contract's limit). */
export const PEOPLE_QUERY_MAX_LENGTH = 100;

/** POST /user/search: active members by name or e-mail. */
export async function searchPeople(
  search: PeopleSearch,
  options: RequestOptions = {},
): Promise<Page<PersonRef>> {
  return unwrapPage(await apiClient.post<Envelope<PersonRef[]>>('/user/search', search, options));
}

/** The receiver picker's search: never the caller. */
export const peopleSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...queryKeys.peopleSearch, query],
    queryFn: ({ signal }) =>
      searchPeople(
        { query, exclude_self: true, perPage: PEOPLE_SEARCH_PAGE_SIZE },
        { signal, retry: false },
      ),
    staleTime: 60_000,
  });

/** GET /user/{id}/public. */
export async function fetchPublicProfile(
  id: number,
  options: RequestOptions = {},
): Promise<PublicProfile> {
  return unwrap(await apiClient.get<Envelope<PublicProfile>>(`/user/${id}/public`, options));
}

export const publicProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.userProfile, id],
    queryFn: ({ signal }) => fetchPublicProfile(id, { signal, retry: false }),
  });
