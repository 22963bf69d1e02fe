// The suggestion box's calls (api/modules/suggestions.yaml, flag `suggestions`): the settings
// (categories, reviewers, whether the caller reviews), sending a suggestion, the person's own
// ("Mis sugerencias", anonymous ones too), the reviewers' inbox with its filters and its
// workbook, one suggestion with its history and notes, and the reviewers' writes (status with a
// public reason, note, archive). The console's settings write is here too.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getBlob, getData, getPage, sendData } from '@/api/client';
import type { Page, PageMeta } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type SuggestionStatus = Schemas['SuggestionStatus'];
export const SUGGESTION_STATUSES: readonly SuggestionStatus[] = [
  'nueva',
  'en_revision',
  'aceptada',
  'implementada',
  'descartada',
];
export type SuggestionCategory = Schemas['SuggestionCategory'];
export type SuggestionSettings = Schemas['SuggestionSettings'];
export type SuggestionSettingsInput = Schemas['SuggestionSettingsInput'];
export type SuggestionInput = Schemas['SuggestionInput'];
export type Suggestion = Schemas['Suggestion'];
export type SuggestionDetail = Schemas['SuggestionDetail'];
export type SuggestionStatusCounts = Schemas['SuggestionStatusCounts'];
export type SuggestionAttachment = Schemas['SuggestionAttachment'];

/** The most characters of a field (the contract's limits). */
export const SUGGESTION_LIMITS = {
  title: 120,
  body: 4000,
  reason: 1000,
  note: 2000,
  attachments: 5,
  search: 100,
} as const;

export type InboxFilter = {
  status: SuggestionStatus | '';
  categoryId: number | null;
  archived: boolean;
  q: string;
  /** From 0 here, from 1 on the server. */
  page: number;
  perPage: number;
};

export type InboxPage = Page<Suggestion> & { counts: SuggestionStatusCounts | null };
export type MinePage = Page<Suggestion> & { unread: number };

const ROOT = keyRoots.suggestions;

export const suggestionKeys = {
  all: () => ROOT,
  settings: () => [...ROOT, 'settings'] as const,
  mine: (page: number, perPage: number) => [...ROOT, 'mine', { page, perPage }] as const,
  inbox: (filter: InboxFilter) => [...ROOT, 'inbox', filter] as const,
  one: (id: number) => [...ROOT, 'one', id] as const,
};

export const suggestionSettingsQueryOptions = () =>
  readQueryOptions(suggestionKeys.settings(), (options) =>
    getData<SuggestionSettings>('/suggestions/settings', options),
  );

export const mySuggestionsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(suggestionKeys.mine(page, perPage), async (options): Promise<MinePage> => {
      const result = await getPage<Suggestion>('/suggestions/mine', {
        ...options,
        params: { page: page + 1, perPage },
      });
      const meta = result.meta as PageMeta & { unread?: number };
      return { ...result, unread: meta.unread ?? 0 };
    }),
    placeholderData: keepPreviousData,
  });

/** The inbox's filters as the server reads them. */
export function inboxParams(filter: Omit<InboxFilter, 'page' | 'perPage'>) {
  return {
    status: filter.status || undefined,
    category_id: filter.categoryId ?? undefined,
    archived: filter.archived ? 1 : 0,
    q: filter.q.trim() || undefined,
  };
}

export const inboxQueryOptions = (filter: InboxFilter) =>
  queryOptions({
    ...readQueryOptions(suggestionKeys.inbox(filter), async (options): Promise<InboxPage> => {
      const result = await getPage<Suggestion>('/suggestions/inbox', {
        ...options,
        params: { ...inboxParams(filter), page: filter.page + 1, perPage: filter.perPage },
      });
      const meta = result.meta as PageMeta & { counts?: SuggestionStatusCounts };
      return { ...result, counts: meta.counts ?? null };
    }),
    placeholderData: keepPreviousData,
  });

export const suggestionQueryOptions = (id: number) =>
  readQueryOptions(suggestionKeys.one(id), (options) =>
    getData<SuggestionDetail>(`/suggestions/${id}`, options),
  );

export const INBOX_EXPORT_FILE_NAME = 'sugerencias.xlsx';
/** Long: the workbook may hold many suggestions. */
const EXPORT_TIMEOUT_MS = 120_000;

/** The download of the inbox's filters ("Descargar .xlsx"). */
export const exportInboxMutation = (filter: Omit<InboxFilter, 'page' | 'perPage'>) =>
  mutationOptions({
    mutationFn: () =>
      getBlob('/suggestions/inbox/export', {
        params: inboxParams(filter),
        timeout: EXPORT_TIMEOUT_MS,
      }),
  });

export const createSuggestion = (input: SuggestionInput) =>
  sendData<SuggestionDetail>('POST', '/suggestions', input);
export const markSuggestionSeen = (id: number) =>
  sendData<Suggestion>('POST', `/suggestions/${id}/seen`);
export const changeSuggestionStatus = (
  id: number,
  body: { status: SuggestionStatus; reason: string | null },
) => sendData<SuggestionDetail>('POST', `/suggestions/${id}/status`, body);
export const addSuggestionNote = (id: number, body: string) =>
  sendData<SuggestionDetail>('POST', `/suggestions/${id}/notes`, { body });
export const archiveSuggestion = (id: number, archived: boolean) =>
  sendData<SuggestionDetail>('POST', `/suggestions/${id}/archive`, { archived });
export const saveSuggestionSettings = (input: SuggestionSettingsInput) =>
  sendData<SuggestionSettings>('PUT', '/org/suggestions/settings', input);

/** Reads every cached suggestion read again after a write (the lists' counts move). */
export const refreshSuggestions = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: suggestionKeys.all() });
