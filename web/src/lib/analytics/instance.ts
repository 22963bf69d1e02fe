// The app's analytics adapter (one per page load).
import { createAnalytics } from './analytics';
import { createGa4Backend } from './ga4';

export const analytics = createAnalytics({ createGa4: createGa4Backend });

declare global {
  interface Window {
    /** Read-only view of recorded page views, for browser tests and support. */
    aplausoAnalytics?: { readonly pageViews: readonly { path: string; at: number }[] };
  }
}

if (typeof window !== 'undefined') window.aplausoAnalytics = analytics;
