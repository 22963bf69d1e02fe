// The organisation's directory as the admin screens read it, shared by the people screen, the
// structure screens (departments, groups) and the deletion queue: departments and groups with
// their counts, the cache keys of the people lists, the refresh every directory change runs, and
// the erasure of a person (reached from the people list and from the deletion queue).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody, ResponseData } from '@/api/types';

export type DepartmentDetail = components['schemas']['DepartmentDetail'];
export type Group = components['schemas']['Group'];
export type ErasedUser = ResponseData<'eraseUser'>;

/** Names of departments and groups: the contract's limit. */
export const STRUCTURE_NAME_MAX_LENGTH = 80;

const GROUPS = ['groups'] as const;

export const directoryKeys = {
  /** The admins' people list (every page and filter below it). */
  people: ['orgUsers'] as const,
  /** Every active member (GET /all_users). */
  allUsers: ['allUsers'] as const,
  /** Departments, inactive ones too (the points screen's active list is its sibling). */
  departments: [...queryKeys.departments, 'all'] as const,
  /** Groups, and each group's members below its id. */
  groups: GROUPS,
  groupMembers: (groupId: number) => [...GROUPS, groupId, 'members'] as const,
};

/**
 * After any change to people, departments or groups: a person's change moves the member counts
 * of departments and groups, and a department or group change shows in the people list, so
 * every directory read (and the pickers' searches) reloads. Only the queries on screen refetch.
 */
export async function refreshDirectory(client: QueryClient): Promise<void> {
  await Promise.all(
    [
      directoryKeys.people,
      directoryKeys.allUsers,
      queryKeys.peopleSearch,
      queryKeys.departments,
      directoryKeys.groups,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** The `onSuccess` of a directory mutation: the directory reloads. */
export const afterDirectoryChange = (
  _data: unknown,
  _variables: unknown,
  _result: unknown,
  { client }: { client: QueryClient },
) => refreshDirectory(client);

/** GET /departments?all=true (admins): every department in name order, with its leader and
 *  active member count. */
export const fetchDepartmentDetails = (options: RequestOptions = {}) =>
  getData<DepartmentDetail[]>('/departments', { ...options, params: { all: true } });

export const departmentDetailsQueryOptions = () =>
  readQueryOptions(directoryKeys.departments, fetchDepartmentDetails);

/** GET /groups: every group in name order, with its active member count. */
export const fetchGroups = (options: RequestOptions = {}) => getData<Group[]>('/groups', options);

export const groupsQueryOptions = () => readQueryOptions(directoryKeys.groups, fetchGroups);

/** POST /user/admin/delete: erases a person (names become "Persona eliminada", personal data
 *  goes; posts and points stay, under the new name) and closes their open deletion request. */
export const eraseUserMutation = () =>
  mutationOptions({
    mutationFn: (userId: number) =>
      sendData<ErasedUser>('POST', '/user/admin/delete', {
        user_id: userId,
      } satisfies JsonBody<'eraseUser'>),
    onSuccess: async (_erased, _userId, _context, { client }) => {
      await refreshDirectory(client);
      await client.invalidateQueries({ queryKey: queryKeys.deletionRequests });
      await client.invalidateQueries({ queryKey: queryKeys.posts });
    },
  });
