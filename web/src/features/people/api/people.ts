// People administration (admins): the paged, filtered list of members, every active member,
// creating a member or an external person (both are mailed an activation link), editing one,
// (de)activating one or many by e-mail. Every change refreshes the directory (lists, pickers,
// department and group counts); erasure lives with the directory calls (lib/calls/directory).
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components, operations } from '@/api/schema';
import type { JsonBody, PersonRef, ResponseData } from '@/api/types';
import { afterDirectoryChange, directoryKeys } from '@/lib/calls/directory';

export type AdminUser = components['schemas']['AdminUser'];
export type UserInput = components['schemas']['UserInput'];
export type DeactivationResult = components['schemas']['DeactivationResult'];
export type DeactivationOutcome = DeactivationResult['outcome'];
export type BulkDeactivation = ResponseData<'deactivateUsersByEmail'>;

/** The contract's limit of one bulk deactivation. */
export const BULK_DEACTIVATION_MAX = 1000;
export const KEYWORDS_MAX_LENGTH = 100;

/** Filters of GET /org/users, as sent (absent: no filter). */
export type PeopleFilters = Omit<
  NonNullable<operations['listOrgUsers']['parameters']['query']>,
  'page' | 'perPage'
>;

/** A new person: a member of the organisation, or an external one (always an employee). */
export type NewPerson = { external: boolean; input: UserInput };

export const peopleKeys = {
  list: (page: number, perPage: number, filters: PeopleFilters) =>
    [...directoryKeys.people, page, perPage, filters] as const,
};

/** GET /org/users: a page of people in name order (erased accounts left out). */
export const fetchPeople = (
  page: number,
  perPage: number,
  filters: PeopleFilters,
  options: RequestOptions = {},
) => getPage<AdminUser>('/org/users', { ...options, params: { page, perPage, ...filters } });

export const peopleQueryOptions = (page: number, perPage: number, filters: PeopleFilters) =>
  queryOptions({
    ...readQueryOptions(peopleKeys.list(page, perPage, filters), (options) =>
      fetchPeople(page, perPage, filters, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /all_users: every active member as a light reference, in name order. */
export const fetchAllUsers = (options: RequestOptions = {}) =>
  getData<PersonRef[]>('/all_users', options);

export const allUsersQueryOptions = () => readQueryOptions(directoryKeys.allUsers, fetchAllUsers);

/** POST /org/create/user or /org/create/user/external (201): the person is mailed a link to
 *  activate their account. */
export const createPersonMutation = () =>
  mutationOptions({
    mutationFn: ({ external, input }: NewPerson) =>
      sendData<AdminUser>(
        'POST',
        external ? '/org/create/user/external' : '/org/create/user',
        input,
      ),
    onSuccess: afterDirectoryChange,
  });

/** PATCH /org/users/{id}: absent fields are kept, null clears one, `groups` replaces them. */
export const updatePersonMutation = (id: number) =>
  mutationOptions({
    mutationFn: (input: UserInput) => sendData<AdminUser>('PATCH', `/org/users/${id}`, input),
    onSuccess: afterDirectoryChange,
  });

/** POST /user/active/state: a deactivated person's sessions end; posts and points stay. */
export const setPersonActiveMutation = () =>
  mutationOptions({
    mutationFn: (body: JsonBody<'setUserActiveState'>) =>
      sendData<AdminUser>('POST', '/user/active/state', body),
    onSuccess: afterDirectoryChange,
  });

/** PATCH /org/upload/users/deactivate: deactivates up to 1000 addresses, each with its outcome. */
export const deactivateByEmailMutation = () =>
  mutationOptions({
    mutationFn: (emails: string[]) =>
      sendData<BulkDeactivation>('PATCH', '/org/upload/users/deactivate', {
        emails,
      } satisfies JsonBody<'deactivateUsersByEmail'>),
    onSuccess: afterDirectoryChange,
  });
