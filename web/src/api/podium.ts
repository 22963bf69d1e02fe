// The podium: leaderboards of the current or a past period.
import { queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope } from './types';

export type Podium = components['schemas']['Podium'];
export type PodiumEntry = Podium['entries'][number];
export type PodiumMetric = Podium['metric'];

/** Every board, in the order the tabs show them. */
export const PODIUM_METRICS: readonly PodiumMetric[] = ['received', 'sent', 'points'];

/** GET /podium?metric=&offset=: 0 is the current period, 1 the previous one. A board the
 *  organisation switched off answers 400. */
export async function fetchPodium(
  metric: PodiumMetric,
  offset: number,
  options: RequestOptions = {},
): Promise<Podium> {
  return unwrap(
    await apiClient.get<Envelope<Podium>>('/podium', { ...options, params: { metric, offset } }),
  );
}

export const podiumQueryOptions = (metric: PodiumMetric, offset: number) =>
  queryOptions({
    queryKey: [...queryKeys.podium, metric, offset],
    queryFn: ({ signal }) => fetchPodium(metric, offset, { signal, retry: false }),
  });
