// Admin calls of recognitions: every recognition with filters (filed ones included), one
// recognition with its ledger entries, edits of the message or values, filing; plus the podium
// settings and the level list, which admins tune from the same console.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { JsonBody, ResponseData } from './admin-contract';
import { apiClient, unwrap, type RequestOptions } from './client';
import { unwrapPage, type Page } from './page';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope } from './types';

type Schemas = components['schemas'];

export type AdminPost = Schemas['Post'];
export type AdminLedgerEntry = Schemas['LedgerEntry'];
export type RecognitionDetail = ResponseData<'getRecognitionById'>;
export type RecognitionChanges = JsonBody<'updateRecognitionAdmin'>;
export type PodiumSettings = Schemas['PodiumSettings'];
export type PodiumMetricName = PodiumSettings['metrics'][number];
export type LevelInput = JsonBody<'replaceLevels'>['levels'][number];
export type AdminLevel = Schemas['Level'];

export const PODIUM_SIZE = { min: 3, max: 20 } as const;
export const PODIUM_METRIC_NAMES: readonly PodiumMetricName[] = ['received', 'sent', 'points'];
export const LEVELS_MAX = 20;
export const LEVEL_NAME_MAX_LENGTH = 40;
export const RECOGNITION_MESSAGE_MAX_LENGTH = 2000;

/** Filters of the admin list; dates are epoch milliseconds. */
export type RecognitionFilters = {
  filed?: boolean;
  type_id?: number;
  user_id?: number;
  from?: number;
  to?: number;
};

export const adminRecognitionKeys = {
  list: (page: number, perPage: number, filters: RecognitionFilters) =>
    [...queryKeys.adminRecognitions, 'list', page, perPage, filters] as const,
  detail: (id: number) => [...queryKeys.adminRecognitions, 'detail', id] as const,
  podiumSettings: () => queryKeys.podiumSettings,
};

/** GET /org/recognition: a page of recognitions, newest first, with `meta.total`. */
export async function fetchAdminRecognitions(
  page: number,
  perPage: number,
  filters: RecognitionFilters,
  options: RequestOptions = {},
): Promise<Page<AdminPost>> {
  return unwrapPage(
    await apiClient.get<Envelope<AdminPost[]>>('/org/recognition', {
      ...options,
      params: { page, perPage, ...filters },
    }),
  );
}

export const adminRecognitionsQueryOptions = (
  page: number,
  perPage: number,
  filters: RecognitionFilters,
) =>
  queryOptions({
    queryKey: adminRecognitionKeys.list(page, perPage, filters),
    queryFn: ({ signal }) =>
      fetchAdminRecognitions(page, perPage, filters, { signal, retry: false }),
    placeholderData: keepPreviousData,
  });

/** GET /org/get_recognition_by_id?id=: the post and its ledger entries. */
export async function fetchRecognitionDetail(
  id: number,
  options: RequestOptions = {},
): Promise<RecognitionDetail> {
  return unwrap(
    await apiClient.get<Envelope<RecognitionDetail>>('/org/get_recognition_by_id', {
      ...options,
      params: { id },
    }),
  );
}

export const recognitionDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminRecognitionKeys.detail(id),
    queryFn: ({ signal }) => fetchRecognitionDetail(id, { signal, retry: false }),
  });

/** PATCH /org/recognition/{id}: message, values or filed. */
export async function updateAdminRecognition(
  id: number,
  changes: RecognitionChanges,
): Promise<AdminPost> {
  return unwrap(await apiClient.patch<Envelope<AdminPost>>(`/org/recognition/${id}`, changes));
}

/** GET /org/settings/podium. */
export async function fetchPodiumSettings(options: RequestOptions = {}): Promise<PodiumSettings> {
  return unwrap(await apiClient.get<Envelope<PodiumSettings>>('/org/settings/podium', options));
}

export const podiumSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminRecognitionKeys.podiumSettings(),
    queryFn: ({ signal }) => fetchPodiumSettings({ signal, retry: false }),
  });

/** POST /org/settings/podium. */
export async function savePodiumSettings(settings: PodiumSettings): Promise<PodiumSettings> {
  return unwrap(await apiClient.post<Envelope<PodiumSettings>>('/org/settings/podium', settings));
}

/** PUT /org/levels: replaces the whole list (distinct min_points, each ≥ 0). */
export async function replaceLevels(levels: LevelInput[]): Promise<AdminLevel[]> {
  return unwrap(await apiClient.put<Envelope<AdminLevel[]>>('/org/levels', { levels }));
}
