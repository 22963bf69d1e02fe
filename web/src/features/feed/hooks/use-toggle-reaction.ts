import { useMutation, useQueryClient } from '@tanstack/react-query';

import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { toggleReaction } from '../api/feed';
import { updateCachedPost } from '../lib/post-cache';

/** Adds or removes one reaction; the card shows the server's counts. */
export function useToggleReaction(postId: number) {
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  return useMutation({
    mutationFn: (emoji: string) => toggleReaction(postId, emoji),
    onSuccess: (reactions) => {
      updateCachedPost(client, postId, (post) => ({ ...post, reactions }));
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
}
