import { productCategoriesQueryOptions } from '@/lib/calls/catalog';
import {
  authFlowQueryOptions,
  orgModulesQueryOptions,
  orgSettingsQueryOptions,
} from '@/lib/calls/org';

import type { SessionDeps } from './session-deps';

/** Spec §9: prefetching starts 1 s after start-up. */
export const PREFETCH_DELAY_MS = 1_000;

/** Prefetches org settings (5 min), org modules (10 min) and product categories (15 min) in
 *  parallel; each failure only warns. Needs a session: without a token it does nothing. */
export async function prefetchSessionData({ store, queryClient }: SessionDeps): Promise<void> {
  if (!store.getState().authToken) return;
  const tolerate = (name: string) => (error: unknown) => {
    console.warn(`Prefetch of ${name} failed`, error);
  };
  await Promise.all([
    queryClient
      .fetchQuery({ ...orgSettingsQueryOptions(), retry: false })
      .then((settings) => store.getState().setOrgSettings(settings))
      .catch(tolerate('organisation settings')),
    queryClient
      .fetchQuery({ ...orgModulesQueryOptions(), retry: false })
      .catch(tolerate('organisation modules')),
    queryClient
      .fetchQuery({ ...productCategoriesQueryOptions(), retry: false })
      .catch(tolerate('product categories')),
  ]);
}

/** Runs the prefetch after the delay; returns a function that cancels it if still pending. */
export function schedulePrefetch(deps: SessionDeps, delayMs = PREFETCH_DELAY_MS): () => void {
  const timer = setTimeout(() => {
    void prefetchSessionData(deps);
  }, delayMs);
  return () => clearTimeout(timer);
}

/** A visitor without a session is on their way to the sign-in screen: its methods
 *  (GET /org/auth_flow) are asked for at start-up, alongside the glossary and branding, rather
 *  than after the scripts have rendered that screen. With a session it does nothing. */
export function prefetchSignInMethods({ store, queryClient }: SessionDeps): void {
  if (store.getState().authToken) return;
  void queryClient.prefetchQuery(authFlowQueryOptions());
}
