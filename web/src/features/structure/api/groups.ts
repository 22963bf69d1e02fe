// Groups (admins): create (with first members), rename, delete, and each group's members:
// a page of them, adding several, removing one. The list itself is a directory read
// (lib/calls/directory); every change refreshes the directory (counts, the people list).
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { JsonBody, PersonRef } from '@/api/types';
import { afterDirectoryChange, directoryKeys, type Group } from '@/lib/calls/directory';

export type NewGroup = JsonBody<'createGroup'>;
type GroupRename = JsonBody<'renameGroup'>;

/** The contract's limit of people added at once. */
export const GROUP_MEMBERS_MAX = 1000;

export const groupKeys = {
  members: (id: number, page: number, perPage: number) =>
    [...directoryKeys.groupMembers(id), page, perPage] as const,
};

/** GET /org/groups/{id}/members: a page of the group's members (active or not), in name order. */
export const fetchGroupMembers = (
  id: number,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) => getPage<PersonRef>(`/org/groups/${id}/members`, { ...options, params: { page, perPage } });

export const groupMembersQueryOptions = (id: number, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(groupKeys.members(id, page, perPage), (options) =>
      fetchGroupMembers(id, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /org/groups (201) with its first members, or PATCH /org/groups/{id} (a new name) of
 *  the group edited; 409 group_name_taken. */
export const saveGroupMutation = (group: Group | null) =>
  mutationOptions({
    mutationFn: (input: NewGroup) =>
      group
        ? sendData<Group>('PATCH', `/org/groups/${group.id}`, {
            name: input.name,
          } satisfies GroupRename)
        : sendData<Group>('POST', '/org/groups', input),
    onSuccess: afterDirectoryChange,
  });

/** DELETE /org/groups/{id}: the group and its memberships go; the people stay. */
export const deleteGroupMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/org/groups/${id}`),
    onSuccess: afterDirectoryChange,
  });

/** POST /org/groups/{id}/members: people already in it are skipped; answers the group. */
export const addGroupMembersMutation = (id: number) =>
  mutationOptions({
    mutationFn: (userIds: number[]) =>
      sendData<Group>('POST', `/org/groups/${id}/members`, {
        user_ids: userIds,
      } satisfies JsonBody<'addGroupMembers'>),
    onSuccess: afterDirectoryChange,
  });

/** DELETE /org/groups/{id}/members/{user_id}: answers the group. */
export const removeGroupMemberMutation = (id: number) =>
  mutationOptions({
    mutationFn: (person: PersonRef) =>
      sendData<Group>('DELETE', `/org/groups/${id}/members/${person.id}`),
    onSuccess: afterDirectoryChange,
  });
