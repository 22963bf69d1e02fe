// Communication groups (admins): the list with member counts, one group with its members, and
// creating, editing (its name and whole member list) and deleting one.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

export type CommunicationGroup = components['schemas']['CommunicationGroup'];
export type CommunicationGroupInput = components['schemas']['CommunicationGroupInput'];

/** The contract's limits. */
export const GROUP_LIMITS = { nameMaxLength: 100, maxMembers: 5000 } as const;

const GROUPS = [...queryKeys.communications, 'groups'] as const;

export const groupKeys = {
  all: () => GROUPS,
  one: (id: number) => [...GROUPS, id] as const,
};

/** GET /communication/groups: every group by name, with its member count. */
export const fetchGroups = (options: RequestOptions = {}) =>
  getData<CommunicationGroup[]>('/communication/groups', options);

export const groupsQueryOptions = () => readQueryOptions(groupKeys.all(), fetchGroups);

/** GET /communication/group/{id}: the group with its members. */
export const fetchGroup = (id: number, options: RequestOptions = {}) =>
  getData<CommunicationGroup>(`/communication/group/${id}`, options);

export const groupQueryOptions = (id: number) =>
  readQueryOptions(groupKeys.one(id), (options) => fetchGroup(id, options));

const refreshGroups = (client: QueryClient) => client.invalidateQueries({ queryKey: GROUPS });

/** POST /communication/group (201), or PATCH /communication/group/{id} of the group edited (its
 *  name and its whole member list); 409 when the name is taken. */
export const saveGroupMutation = (groupId: number | null) =>
  mutationOptions({
    mutationFn: (input: CommunicationGroupInput) =>
      groupId === null
        ? sendData<CommunicationGroup>('POST', '/communication/group', input)
        : sendData<CommunicationGroup>('PATCH', `/communication/group/${groupId}`, input),
    onSuccess: (_group, _input, _result, { client }) => refreshGroups(client),
  });

/** DELETE /communication/group/{id}: communications already sent to it stay with their
 *  recipients. */
export const deleteGroupMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/communication/group/${id}`),
    onSuccess: (_deleted, _id, _result, { client }) => refreshGroups(client),
  });
