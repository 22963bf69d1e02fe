// The app's own singletons, wired for the session loaders.
import { queryClient } from '@/api/query-client';
import { env } from '@/config/env';
import { i18n } from '@/i18n/i18n';
import { pickMeasurementId } from '@/lib/analytics/analytics';
import { analytics } from '@/lib/analytics/instance';
import { useAppStore } from '@/stores/app-store';

import type { SessionDeps } from './session-deps';

export const sessionDeps: SessionDeps = {
  store: useAppStore,
  queryClient,
  i18n,
  onBranding: (branding) =>
    analytics.configure(pickMeasurementId(branding?.analytics_id, env.gaDefaultId)),
};
