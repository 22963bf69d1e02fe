import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { isPrivatePath } from '@/config/paths';
import type { Analytics } from '@/lib/analytics/analytics';

/** Records a page view of the path on every route change; never of a private path (the
 *  anonymous complaints page). */
export function usePageViews(analytics: Pick<Analytics, 'pageView'>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isPrivatePath(pathname)) analytics.pageView(pathname);
  }, [analytics, pathname]);
}
