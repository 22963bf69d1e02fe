// The people search behind every people picker: active members by name or e-mail.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiClient, unwrapPage, type RequestOptions } from '@/api/client';
import type { Page } from '@/api/page';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { operations } from '@/api/schema';
import type { Envelope, PersonRef } from '@/api/types';

export type PeopleSearch = NonNullable<
  operations['searchUsers']['requestBody']
>['content']['application/json'];

/** Longest search text (the contract's limit). */
export const PEOPLE_QUERY_MAX_LENGTH = 100;

/** POST /user/search: active members by name or e-mail, a page of them. */
export async function searchPeople(
  search: PeopleSearch,
  options: RequestOptions = {},
): Promise<Page<PersonRef>> {
  return unwrapPage(await apiClient.post<Envelope<PersonRef[]>>('/user/search', search, options));
}

export const peopleSearchQueryOptions = (search: PeopleSearch) =>
  queryOptions({
    ...readQueryOptions([...queryKeys.peopleSearch, search] as const, (options) =>
      searchPeople(search, options),
    ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
