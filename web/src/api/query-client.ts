// TanStack Query defaults of spec §9.
import { QueryClient, timeoutManager, type DefaultOptions } from '@tanstack/react-query';

import { createCoalescedTimeouts } from '@/lib/coalesced-timeouts';

import { queryRetryDelay, shouldRetryQuery } from './retry';

// Before any query exists: TanStack's timeouts share one browser timer (see coalesced-timeouts).
timeoutManager.setTimeoutProvider(createCoalescedTimeouts());

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;

export const queryDefaults = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
    refetchOnReconnect: true,
    retry: shouldRetryQuery,
    retryDelay: (attemptIndex) => queryRetryDelay(attemptIndex),
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

export const queryClient = createQueryClient();
