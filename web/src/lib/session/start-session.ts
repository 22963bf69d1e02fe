import { loadModules } from './load-modules';
import { loadUser } from './load-user';
import { schedulePrefetch } from './prefetch';
import type { SessionDeps } from './session-deps';

/** After a sign-in: loads modules and the user in parallel, then schedules the prefetch. */
export async function startSession(deps: SessionDeps, token: string): Promise<void> {
  deps.store.getState().setAuthToken(token);
  await Promise.allSettled([loadModules(deps), loadUser(deps)]);
  schedulePrefetch(deps);
}
