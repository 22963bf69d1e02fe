import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { brandingQueryOptions } from '@/lib/calls/org';

/** Sets the page title to "<title> · <organisation>" while the calling screen is shown (one
 *  pattern on every screen: "Podio · Demo S.A."). The organisation's name comes from the
 *  branding already in the cache (this never fetches); "Aplauso" until it is there. */
export function useDocumentTitle(title: string | null, suffix?: string): void {
  const orgName = useQuery({ ...brandingQueryOptions(), enabled: false }).data?.org_name;
  const end = suffix ?? (orgName || 'Aplauso');
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${end}`;
  }, [title, end]);
}
