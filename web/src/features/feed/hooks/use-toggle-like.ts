import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/api/query-keys';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { toggleLike } from '../api/feed';
import { updateCachedPost } from '../lib/post-cache';

/** Likes or unlikes a post; the card shows the server's answer. */
export function useToggleLike(postId: number) {
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  return useMutation({
    mutationFn: () => toggleLike(postId),
    onSuccess: (result) => {
      updateCachedPost(client, postId, (post) => ({
        ...post,
        liked_by_me: result.liked,
        likes_count: result.likes_count,
      }));
      void client.invalidateQueries({ queryKey: [...queryKeys.postLikes, postId] });
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
}
