import { useQuery } from '@tanstack/react-query';

import { useLiveStatus } from '@/lib/live/live-status';

import { NEW_POSTS_POLL_MS, newPostCountQueryOptions } from '../api/feed';

/** How many posts arrived after `newestId`. The live stream asks again when a post arrives;
 *  only while it is down is it asked every 30 s while the feed is shown (paused while the tab
 *  is hidden). The feed has just loaded `newestId`, so it starts at 0 without a call. */
export function useNewPostsCount(newestId: number | undefined): number {
  const live = useLiveStatus((state) => state.connected);
  const query = useQuery({
    ...newPostCountQueryOptions(newestId ?? 0),
    refetchInterval: live ? false : NEW_POSTS_POLL_MS,
    enabled: newestId !== undefined,
    initialData: () => ({ count: 0, latest_id: newestId ?? 0 }),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: NEW_POSTS_POLL_MS,
  });
  return query.data?.count ?? 0;
}
