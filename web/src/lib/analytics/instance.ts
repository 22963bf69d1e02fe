// The app's analytics adapter (one per page load).
import { createAnalytics } from './analytics';
import { createGa4Backend } from './ga4';

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/): true asks not to be
     *  tracked. */
    readonly globalPrivacyControl?: boolean;
  }
  interface Window {
    /** Read-only view of recorded page views, for browser tests and support. */
    aplausoAnalytics?: { readonly pageViews: readonly { path: string; at: number }[] };
  }
}

export const analytics = createAnalytics({
  createGa4: createGa4Backend,
  globalPrivacyControl: () =>
    typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true,
});

if (typeof window !== 'undefined') window.aplausoAnalytics = analytics;
