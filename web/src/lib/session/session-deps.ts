// What the session loaders work on. The app passes its singletons; tests pass their own.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand';

import type { Branding } from '@/api/types';
import type { AppState } from '@/stores/types';

export type SessionDeps = {
  store: Pick<StoreApi<AppState>, 'getState'>;
  queryClient: QueryClient;
  i18n: Pick<I18n, 'changeLanguage'>;
  /** Called once branding is known (null when it failed to load). */
  onBranding?: (branding: Branding | null) => void;
  /** Called once it is known whether the person's page views may be measured: false when nobody
   *  is signed in, they opted out (GET /user/analytics), or their choice could not be read. */
  onMeasurementChoice?: (measured: boolean) => void;
};
