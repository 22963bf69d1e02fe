import { useQueries } from '@tanstack/react-query';

import { statusOf } from '@/api/errors';

import { PODIUM_METRICS, podiumQueryOptions, type PodiumMetric } from '../api/podium';

export type PodiumBoards = {
  /** Boards the organisation has on (their current period answered). */
  metrics: PodiumMetric[];
  pending: boolean;
  /** A failure other than "board off" on every board, when no board answered. */
  error: unknown;
  retry: () => void;
};

/** Finds which boards are on: members cannot read the podium settings, so each board's
 *  current period is asked for; a board switched off answers 400. */
export function usePodiumBoards(): PodiumBoards {
  const results = useQueries({
    queries: PODIUM_METRICS.map((metric) => podiumQueryOptions(metric, 0)),
  });
  const metrics = PODIUM_METRICS.filter((_, i) => results[i]?.isSuccess);
  const failures = results.filter((r) => r.isError && statusOf(r.error) !== 400);
  return {
    metrics,
    pending: results.some((r) => r.isPending),
    error: metrics.length === 0 && failures.length > 0 ? failures[0]?.error : null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
