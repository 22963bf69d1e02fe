// Workplace (api/modules/workplace.yaml), what people see: the active site where a person works
// (the person themselves and admins get every detail; colleagues its name, city, country and time
// zone), and, on one's own page "Mi centro de trabajo", the colleagues who work there too.
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';

import { getData, getPage } from '@/api/client';
import { hasMorePages } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { PersonRef } from '@/api/types';

import { keyRoots } from './query-keys';

export type WorkplaceSite = components['schemas']['WorkplaceSite'];

/** The longest search the colleagues' list takes (workplace.yaml). */
export const COLLEAGUES_SEARCH_MAX = 100;
/** Colleagues per page: two columns of ten on a wide screen. */
export const COLLEAGUES_PAGE_SIZE = 20;

export const workplaceKeys = {
  person: (userId: number) => [...keyRoots.workplace, 'person', userId] as const,
  colleagues: (q: string) => [...keyRoots.workplace, 'colleagues', q] as const,
};

/** GET /workplace/people/{id}: the person's site, or null (none, or archived). */
export const personSiteQueryOptions = (userId: number) =>
  readQueryOptions(workplaceKeys.person(userId), (options) =>
    getData<{ site: WorkplaceSite | null }>(`/workplace/people/${userId}`, options),
  );

/** GET /workplace/me/colleagues?q&page&perPage: the active people of one's own site (oneself
 *  left out) by name, a page after another; empty while one has no site. */
export const colleaguesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: workplaceKeys.colleagues(q),
    queryFn: ({ pageParam, signal }) =>
      getPage<PersonRef>('/workplace/me/colleagues', {
        signal,
        retry: false,
        params: { q: q || undefined, page: pageParam, perPage: COLLEAGUES_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
    // A new search keeps the last people on screen until its first page is in.
    placeholderData: keepPreviousData,
  });
