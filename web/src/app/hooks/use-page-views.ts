import { useEffect } from 'react';
import { useLocation } from 'react-router';

import type { Analytics } from '@/lib/analytics/analytics';

/** Records a page view of the path on every route change. */
export function usePageViews(analytics: Pick<Analytics, 'pageView'>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.pageView(pathname);
  }, [analytics, pathname]);
}
