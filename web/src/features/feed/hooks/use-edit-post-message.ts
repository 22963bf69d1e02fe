import { useMutation, useQueryClient } from '@tanstack/react-query';

import { editPostMessage } from '../api/feed';
import { replaceCachedPost } from '../lib/post-cache';

/** The author edits a post's message; the card takes the server's copy (with edited_at). */
export function useEditPostMessage(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => editPostMessage(postId, message),
    onSuccess: (post) => replaceCachedPost(client, post),
  });
}
