// The podium: leaderboards of the current or a past period.
import { getData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

export type Podium = components['schemas']['Podium'];
export type PodiumEntry = Podium['entries'][number];
export type PodiumMetric = Podium['metric'];

/** Every board, in the order the tabs show them. */
export const PODIUM_METRICS: readonly PodiumMetric[] = ['received', 'sent', 'points'];

/** GET /podium?metric=&offset=: 0 is the current period, 1 the previous one. A board the
 *  organisation switched off answers 400. */
export const fetchPodium = (metric: PodiumMetric, offset: number, options: RequestOptions = {}) =>
  getData<Podium>('/podium', { ...options, params: { metric, offset } });

export const podiumQueryOptions = (metric: PodiumMetric, offset: number) =>
  readQueryOptions([...queryKeys.podium, metric, offset], (options) =>
    fetchPodium(metric, offset, options),
  );
