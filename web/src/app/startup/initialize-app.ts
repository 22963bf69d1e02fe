// The default start-up routine (spec §4).
import { checkSessionExpiry } from '@/lib/session/check-session-expiry';
import { CONSOLE_MESSAGES } from '@/lib/session/console-messages';
import { loadModules } from '@/lib/session/load-modules';
import { loadUser } from '@/lib/session/load-user';
import { prefetchSignInMethods, schedulePrefetch } from '@/lib/session/prefetch';
import type { SessionDeps } from '@/lib/session/session-deps';

/** The loader overlay stays this long after initialisation ends. */
export const LOADER_EXTRA_DELAY_MS = 500;

export type StartupRoutine = (deps: SessionDeps) => Promise<void>;

/**
 * Ends an expired session and, for a visitor, asks for the sign-in methods at once; then loads
 * the module list and the user in parallel. The loading
 * flag clears 500 ms after both settle, or at once on a critical error. 1 s after start-up the
 * org settings, modules and product categories are prefetched.
 */
export const initializeApp: StartupRoutine = async (deps) => {
  const state = deps.store.getState();
  state.setAppLoading(true);
  try {
    checkSessionExpiry(deps);
    prefetchSignInMethods(deps);
    schedulePrefetch(deps);
    await Promise.allSettled([loadModules(deps), loadUser(deps)]);
    await new Promise<void>((resolve) => {
      setTimeout(() => {
        deps.store.getState().setAppLoading(false);
        resolve();
      }, LOADER_EXTRA_DELAY_MS);
    });
  } catch (error) {
    console.error(CONSOLE_MESSAGES.critical, error);
    deps.store.getState().setAppLoading(false);
  }
};
