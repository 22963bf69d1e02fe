// A person's communications: their received and filed lists (pinned first, then newest), the
// first page the home card shows, one communication, and what a recipient does with it (open,
// acknowledge, file, vote). Every change updates the cached communication and reloads the lists.
import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { hasMorePages } from '@/api/page';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

type Schemas = components['schemas'];

export type Communication = Schemas['Communication'];
export type Poll = Schemas['Poll'];
export type PollOption = Schemas['PollOption'];
export type CommunicationAttachment = Schemas['Attachment'];
export type CommunicationAudience = Schemas['CommunicationAudience'];

export const COMMUNICATIONS_PAGE_SIZE = 20;
/** A shown poll is read again this often, so its results stay live. */
export const POLL_REFRESH_MS = 10_000;

export const communicationKeys = {
  lists: () => [...queryKeys.communications, 'list'] as const,
  list: (filed: boolean) => [...queryKeys.communications, 'list', { filed }] as const,
  home: () => [...queryKeys.communications, 'home'] as const,
  one: (id: number) => [...queryKeys.communications, 'one', id] as const,
};

/** GET /communications?filed=&page=&perPage=: one page, pinned first, then newest. */
export const fetchCommunications = (filed: boolean, page: number, options: RequestOptions = {}) =>
  getPage<Communication>('/communications', {
    ...options,
    params: { filed, page, perPage: COMMUNICATIONS_PAGE_SIZE },
  });

/** The received (filed=false) or filed list, page after page ("Cargar más"). */
export const communicationsQueryOptions = (filed: boolean) =>
  infiniteQueryOptions({
    queryKey: communicationKeys.list(filed),
    queryFn: ({ pageParam, signal }) =>
      fetchCommunications(filed, pageParam, { signal, retry: false }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** The first page of the received list, for the home card. */
export const homeCommunicationsQueryOptions = () =>
  readQueryOptions(communicationKeys.home(), async (options) => {
    const page = await fetchCommunications(false, 1, options);
    return page.items;
  });

/** What the home card shows: the pinned ones, and the unread ones meant for the news feed. */
export function homeCommunications(items: readonly Communication[]): Communication[] {
  return items.filter((item) => item.pinned || (item.newsfeed && item.read_at === null));
}

/** GET /communications/{id}: 404 for someone it was not sent to. */
export const fetchCommunication = (id: number, options: RequestOptions = {}) =>
  getData<Communication>(`/communications/${id}`, options);

/** One communication; while it carries a poll, read again every 10 s (live results). */
export const communicationQueryOptions = (id: number) =>
  queryOptions({
    ...readQueryOptions(communicationKeys.one(id), (options) => fetchCommunication(id, options)),
    refetchInterval: (query) => (query.state.data?.poll ? POLL_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });

/** The communication as the server now has it; the lists and the home card read again. */
async function afterChange(client: QueryClient, communication: Communication) {
  client.setQueryData(communicationKeys.one(communication.id), communication);
  await Promise.all([
    client.invalidateQueries({ queryKey: communicationKeys.lists() }),
    client.invalidateQueries({ queryKey: communicationKeys.home() }),
  ]);
}

const onChanged = (
  communication: Communication,
  _variables: unknown,
  _result: unknown,
  { client }: { client: QueryClient },
) => afterChange(client, communication);

/** POST /communications/{id}/read: the recipient opened it (again is harmless). */
export const readCommunicationMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<Communication>('POST', `/communications/${id}/read`),
    onSuccess: onChanged,
  });

/** POST /communications/{id}/acknowledge: the recipient confirms reading it (also reads it). */
export const acknowledgeCommunicationMutation = () =>
  mutationOptions({
    mutationFn: (id: number) =>
      sendData<Communication>('POST', `/communications/${id}/acknowledge`),
    onSuccess: onChanged,
  });

export type FileRequest = { id: number; filed: boolean };

/** POST /communications/{id}/file: to the filed list, or back to the received one. */
export const fileCommunicationMutation = () =>
  mutationOptions({
    mutationFn: ({ id, filed }: FileRequest) =>
      sendData<Communication>('POST', `/communications/${id}/file`, {
        filed,
      } satisfies JsonBody<'fileCommunication'>),
    onSuccess: onChanged,
  });

export type VoteRequest = { id: number; optionIds: number[] };

/** POST /communications/{id}/vote: a new answer replaces the previous one; answers with the
 *  poll's results. */
export const voteMutation = () =>
  mutationOptions({
    mutationFn: ({ id, optionIds }: VoteRequest) =>
      sendData<Communication>('POST', `/communications/${id}/vote`, {
        option_ids: optionIds,
      } satisfies JsonBody<'voteCommunicationPoll'>),
    onSuccess: onChanged,
  });
