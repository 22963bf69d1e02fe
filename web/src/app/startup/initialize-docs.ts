// Start-up of the documentation view (hosts containing 'docs'): branding only, no session.
import { loadBranding } from '@/lib/session/load-branding';

import type { StartupRoutine } from './initialize-app';

export const initializeDocs: StartupRoutine = async (deps) => {
  // Nobody signs in here: page views are never measured (ADR 0085).
  deps.onMeasurementChoice?.(false);
  await loadBranding(deps);
  deps.store.getState().setAppLoading(false);
};
