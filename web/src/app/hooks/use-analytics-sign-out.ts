import { useEffect } from 'react';

import type { Analytics } from '@/lib/analytics/analytics';
import { useAppStore } from '@/stores/app-store';

/** Without a session (never signed in, logout, 401, expiry) nobody's page views are measured
 *  (ADR 0085): the adapter stops sending at once. Signing in, the session loader says whether
 *  the new person may be measured. */
export function useAnalyticsSignOut(analytics: Pick<Analytics, 'setPersonMeasured'>): void {
  const token = useAppStore((state) => state.authToken);
  useEffect(() => {
    if (!token) analytics.setPersonMeasured(false);
  }, [analytics, token]);
}
