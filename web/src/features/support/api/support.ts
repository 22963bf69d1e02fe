// Support (api/modules/support.yaml): whether the organisation has a support address (the form
// can be sent), sending a message (mailed to that address with Reply-To the person, and a copy
// with its reference to them), the person's own messages, and the console's address and every
// message received. Lists are paged with meta.hasMore ("Ver más").
import { infiniteQueryOptions, mutationOptions } from '@tanstack/react-query';

import { getData, getPage, sendData } from '@/api/client';
import { hasMorePages } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type SupportInfo = Schemas['SupportInfo'];
export type SupportTopic = Schemas['SupportTopic'];
export type SupportMessage = Schemas['SupportMessage'];
export type SupportMessageInput = Schemas['SupportMessageInput'];
export type SupportSettings = Schemas['SupportSettings'];

/** The topics, in the server's order (GET /support answers the same list). */
export const SUPPORT_TOPICS: readonly SupportTopic[] = [
  'access',
  'points',
  'recognition',
  'rewards',
  'other',
];
/** The server's limits (support_service.cpp), in characters. */
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 120;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const PAGE_MAX = 200;
export const ADDRESS_MAX = 254;

export const MY_MESSAGES_PAGE_SIZE = 10;
export const RECEIVED_PAGE_SIZE = 20;

const ROOT = keyRoots.support;
const ADMIN = keyRoots.supportAdmin;

export const supportKeys = {
  info: () => [...ROOT, 'info'] as const,
  mine: () => [...ROOT, 'mine'] as const,
  settings: () => [...ADMIN, 'settings'] as const,
  received: () => [...ADMIN, 'received'] as const,
};

/** GET /support: configured, topics, per_hour. */
export const supportInfoQueryOptions = () =>
  readQueryOptions(supportKeys.info(), (options) => getData<SupportInfo>('/support', options));

/** GET /support/messages?page&perPage: my messages, newest first, a page at a time. */
export const mySupportMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: supportKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      getPage<SupportMessage>('/support/messages', {
        signal,
        retry: false,
        params: { page: pageParam, perPage: MY_MESSAGES_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** POST /support/messages: the sent message (with its reference); my list and the console's
 *  reload. */
export const sendSupportMessageMutation = () =>
  mutationOptions({
    mutationFn: (input: SupportMessageInput) =>
      sendData<SupportMessage>('POST', '/support/messages', input),
    onSuccess: async (_sent, _input, _context, { client }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: supportKeys.mine() }),
        client.invalidateQueries({ queryKey: supportKeys.received() }),
      ]);
    },
  });

/** GET /org/support (admins): the address and when it last changed. */
export const supportSettingsQueryOptions = () =>
  readQueryOptions(supportKeys.settings(), (options) =>
    getData<SupportSettings>('/org/support', options),
  );

/** PUT /org/support {address|null}: the answer becomes the cached settings; whether the form
 *  can be sent reloads. */
export const saveSupportSettingsMutation = () =>
  mutationOptions({
    mutationFn: (address: string | null) =>
      sendData<SupportSettings>('PUT', '/org/support', { address }),
    onSuccess: async (saved, _address, _context, { client }) => {
      client.setQueryData(supportKeys.settings(), saved);
      await client.invalidateQueries({ queryKey: supportKeys.info() });
    },
  });

/** GET /org/support/messages?page&perPage (admins): every message, with its author. */
export const receivedSupportMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: supportKeys.received(),
    queryFn: ({ pageParam, signal }) =>
      getPage<SupportMessage>('/org/support/messages', {
        signal,
        retry: false,
        params: { page: pageParam, perPage: RECEIVED_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });
