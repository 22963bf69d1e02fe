// Workplace in the console (api/modules/workplace.yaml, admins): the sites, creating, changing
// (archiving and restoring are status changes) and deleting an empty one; the people of a site a
// page at a time with a search; assigning a list of people or a whole department, and taking one
// person off their site.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, getPage, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody, PersonRef } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type WorkplaceSiteAdmin = Schemas['WorkplaceSiteAdmin'];
export type WorkplaceSiteInput = Schemas['WorkplaceSiteInput'];
export type WorkplaceSiteEdit = Schemas['WorkplaceSiteEdit'];
export type WorkplaceSiteStatus = Schemas['WorkplaceSiteStatus'];
export type AssignPeople = JsonBody<'assignWorkplaceSitePeople'>;

/** The contract's limits, in characters (workplace.yaml). */
export const SITE_LIMITS = {
  nameMax: 120,
  addressMax: 300,
  cityMax: 120,
  phoneMax: 40,
  mapUrlMax: 500,
  notesMax: 2000,
  searchMax: 100,
  peopleAtOnce: 1000,
} as const;

const ADMIN = keyRoots.workplaceAdmin;

export const adminWorkplaceKeys = {
  sites: () => [...ADMIN, 'sites'] as const,
  people: (site: number, q: string, page: number, perPage: number) =>
    [...ADMIN, 'people', site, q, page, perPage] as const,
};

/** The console's lists and every profile's site reload after a change. */
const refreshAll = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ADMIN }),
    client.invalidateQueries({ queryKey: keyRoots.workplace }),
  ]);

/** GET /org/workplace/sites: every site, the active ones first, with their people count. */
export const sitesQueryOptions = () =>
  readQueryOptions(adminWorkplaceKeys.sites(), (options) =>
    getData<WorkplaceSiteAdmin[]>('/org/workplace/sites', options),
  );

/** POST /org/workplace/sites (new) or PATCH /org/workplace/sites/{id}. */
export const saveSiteMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: (input: WorkplaceSiteInput) =>
      id === null
        ? sendData<WorkplaceSiteAdmin>('POST', '/org/workplace/sites', input)
        : sendData<WorkplaceSiteAdmin>(
            'PATCH',
            `/org/workplace/sites/${id}`,
            input satisfies WorkplaceSiteEdit,
          ),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });

/** PATCH /org/workplace/sites/{id} {status}: archive or restore. */
export const setSiteStatusMutation = () =>
  mutationOptions({
    mutationFn: ({ id, status }: { id: number; status: WorkplaceSiteStatus }) =>
      sendData<WorkplaceSiteAdmin>('PATCH', `/org/workplace/sites/${id}`, {
        status,
      } satisfies WorkplaceSiteEdit),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });

/** DELETE /org/workplace/sites/{id}: only a site nobody works at (422 site_has_people). */
export const deleteSiteMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/org/workplace/sites/${id}`),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });

/** GET /org/workplace/sites/{id}/people?q&page&perPage: a page of the site's people by name. */
export const sitePeopleQueryOptions = (site: number, q: string, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminWorkplaceKeys.people(site, q, page, perPage), (options) =>
      getPage<PersonRef>(`/org/workplace/sites/${site}/people`, {
        ...options,
        params: { q: q || undefined, page, perPage },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /org/workplace/sites/{id}/people: a list of people or a whole department, in one step;
 *  answers how many were assigned. */
export const assignPeopleMutation = (site: number) =>
  mutationOptions({
    mutationFn: (body: AssignPeople) =>
      sendData<{ assigned: number }>('POST', `/org/workplace/sites/${site}/people`, body),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });

/** PUT /org/workplace/people/{id} {site_id: null}: the person no longer has a site. */
export const unassignPersonMutation = () =>
  mutationOptions({
    mutationFn: (person: PersonRef) =>
      sendData<{ site: WorkplaceSiteAdmin | null }>('PUT', `/org/workplace/people/${person.id}`, {
        site_id: null,
      } satisfies JsonBody<'setPersonSite'>),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });
