// The app's own singletons, wired for the session loaders.
import { queryClient } from '@/api/query-client';
import { env } from '@/config/env';
import { isPrivatePath } from '@/config/paths';
import { i18n } from '@/i18n/i18n';
import { pickMeasurementId } from '@/lib/analytics/analytics';
import { analytics } from '@/lib/analytics/instance';
import { useAppStore } from '@/stores/app-store';

import type { SessionDeps } from './session-deps';

export const sessionDeps: SessionDeps = {
  store: useAppStore,
  queryClient,
  i18n,
  // Opened on a private page (the anonymous complaints channel), the app loads no analytics at
  // all, even after moving on to other pages.
  onBranding: (branding) =>
    analytics.setMeasurementId(
      isPrivatePath(window.location.pathname)
        ? null
        : pickMeasurementId(branding?.analytics_id, env.gaDefaultId),
    ),
  // GA4 only measures a signed-in person who has not opted out (ADR 0085).
  onMeasurementChoice: (measured) => analytics.setPersonMeasured(measured),
};
