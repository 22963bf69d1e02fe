import { useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/api/query-keys';
import { useLiveEvent } from '@/lib/live/live-bus';

/** A part of the frame that shows nothing: a post told live has the feed's "new posts" count
 *  asked again (wherever the feed is). */
export function NewPostsListener() {
  const client = useQueryClient();
  useLiveEvent('post', () => {
    void client.invalidateQueries({ queryKey: [...queryKeys.posts, 'newCount'] });
  });
  return null;
}
