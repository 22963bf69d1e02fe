import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/api/query-keys';

import { filePost } from '../api/feed';
import { updateCachedPost } from '../lib/post-cache';

/** An admin files a post: it leaves every cached list at once. */
export function useFilePost(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => filePost(postId),
    onSuccess: () => {
      updateCachedPost(client, postId, () => null);
      void client.invalidateQueries({ queryKey: queryKeys.userProfile });
    },
  });
}
