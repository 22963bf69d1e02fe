// Custom analytics (ANA-4, api/modules/analytics.yaml `/custom_analytics*`), leaders and admins:
// the saved views one may open, what a view may be made of, the editor's preview, one view's
// figures and the person's digest of it.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, request, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type AnalyticsView = Schemas['AnalyticsView'];
export type AnalyticsViewInput = Schemas['AnalyticsViewInput'];
export type AnalyticsViewFilters = Schemas['AnalyticsViewFilters'];
export type AnalyticsViewOptions = Schemas['AnalyticsViewOptions'];
export type AnalyticsViewOptionValue = Schemas['AnalyticsViewOptionValue'];
export type AnalyticsViewResult = Schemas['AnalyticsViewResult'];
export type AnalyticsViewGroup = Schemas['AnalyticsViewGroup'];
export type AnalyticsViewSubscription = Schemas['AnalyticsViewSubscription'];
export type ViewDimension = AnalyticsView['dimension'];
export type ViewPeriod = AnalyticsView['period'];
export type ViewChart = AnalyticsView['chart'];
export type ShareRole = AnalyticsView['shared_with'][number];
export type DigestFrequency = AnalyticsViewSubscription['frequency'] | 'none';
export type DigestChoice = { frequency: DigestFrequency; only_significant: boolean };
/** A from..to overriding the view's own period; null: the view's. */
export type ViewRange = { from: string; to: string } | null;

const ROOT = [...keyRoots.charts, 'custom'] as const;

export const customViewKeys = {
  all: () => ROOT,
  list: () => [...ROOT, 'list'] as const,
  options: () => [...ROOT, 'options'] as const,
  one: (id: number) => [...ROOT, 'view', id] as const,
  data: (id: number, range: ViewRange) =>
    [...ROOT, 'view', id, 'data', range?.from ?? '', range?.to ?? ''] as const,
  preview: (input: AnalyticsViewInput) => [...ROOT, 'preview', JSON.stringify(input)] as const,
};

/** GET /custom_analytics: an admin's, every view; a leader's, their own and those shared. */
export const viewsQueryOptions = () =>
  readQueryOptions(customViewKeys.list(), (options) =>
    getData<AnalyticsView[]>('/custom_analytics', options),
  );

/** GET /custom_analytics/options: metrics, dimensions, filter values, periods, charts, roles. */
export const viewOptionsQueryOptions = () => ({
  ...readQueryOptions(customViewKeys.options(), (options) =>
    getData<AnalyticsViewOptions>('/custom_analytics/options', options),
  ),
  staleTime: 5 * 60_000,
});

/** GET /custom_analytics/{id}. */
export const viewQueryOptions = (id: number) =>
  readQueryOptions(customViewKeys.one(id), (options) =>
    getData<AnalyticsView>(`/custom_analytics/${id}`, options),
  );

/** GET /custom_analytics/{id}/data[?from&to]: the figures over the caller's scope. */
export const viewDataQueryOptions = (id: number, range: ViewRange) =>
  queryOptions({
    ...readQueryOptions(customViewKeys.data(id, range), (options) =>
      getData<AnalyticsViewResult>(`/custom_analytics/${id}/data`, {
        ...options,
        params: range ?? undefined,
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /custom_analytics/preview: a view not saved yet (the editor's preview). */
export const fetchViewPreview = (input: AnalyticsViewInput, options: RequestOptions = {}) =>
  sendData<AnalyticsViewResult>('POST', '/custom_analytics/preview', input, options);

export const viewPreviewQueryOptions = (input: AnalyticsViewInput) =>
  queryOptions({
    queryKey: customViewKeys.preview(input),
    queryFn: ({ signal }) => fetchViewPreview(input, { signal, retry: false }),
    placeholderData: keepPreviousData,
    retry: false,
  });

const refreshViews = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: customViewKeys.all() });

/** POST /custom_analytics (id null) or PATCH /custom_analytics/{id}. */
export const saveViewMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: (input: AnalyticsViewInput) =>
      id === null
        ? sendData<AnalyticsView>('POST', '/custom_analytics', input)
        : sendData<AnalyticsView>('PATCH', `/custom_analytics/${id}`, input),
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(customViewKeys.one(saved.id), saved);
      await refreshViews(client);
    },
  });

/** DELETE /custom_analytics/{id}: the view and everyone's digest of it. */
export const deleteViewMutation = () =>
  mutationOptions({
    mutationFn: async (id: number) => {
      await request<unknown>('DELETE', `/custom_analytics/${id}`);
      return id;
    },
    onSuccess: async (id, _input, _context, { client }) => {
      client.removeQueries({ queryKey: customViewKeys.one(id) });
      await refreshViews(client);
    },
  });

/** PUT /custom_analytics/{id}/subscription: the caller's digest (none stops it). */
export const setDigestMutation = (id: number) =>
  mutationOptions({
    mutationFn: (choice: DigestChoice) =>
      sendData<AnalyticsView>('PUT', `/custom_analytics/${id}/subscription`, choice),
    onSuccess: (saved, _input, _context, { client }) => {
      client.setQueryData(customViewKeys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: customViewKeys.list() });
    },
  });
