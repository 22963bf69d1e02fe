import { fetchOrgServices, orgModulesQueryOptions } from '@/lib/calls/org';

import { CONSOLE_MESSAGES } from './console-messages';
import type { SessionDeps } from './session-deps';

/** Loads the module flags. Without a session the defaults stay (auth only); a failure warns at
 *  once (no retry: start-up must not wait on a tolerated failure). */
export async function loadModules({ store, queryClient }: SessionDeps): Promise<void> {
  if (!store.getState().authToken) {
    store.getState().setServices(null);
    return;
  }
  try {
    const services = await fetchOrgServices({ retry: false });
    queryClient.setQueryData(orgModulesQueryOptions().queryKey, services);
    store.getState().setServices(services);
  } catch (error) {
    console.warn(CONSOLE_MESSAGES.modules, error);
  }
}
