import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  addComment,
  addReply,
  commentsQueryOptions,
  deleteComment,
  deleteReply,
  editComment,
  editReply,
  type PostComment,
} from '../api/comments';
import { updateCachedPost } from '../lib/post-cache';

export type CommentAction =
  | { kind: 'add'; body: string }
  | { kind: 'reply'; commentId: number; body: string }
  | { kind: 'edit'; comment: PostComment; body: string }
  | { kind: 'delete'; comment: PostComment };

/** Comments and replies counted as the post's comments_count counts them. */
export function countComments(comments: readonly PostComment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + comment.replies.length, 0);
}

async function run(postId: number, action: CommentAction): Promise<void> {
  switch (action.kind) {
    case 'add':
      await addComment(postId, action.body);
      return;
    case 'reply':
      await addReply(action.commentId, action.body);
      return;
    case 'edit':
      if (action.comment.parent_id === null) await editComment(action.comment.id, action.body);
      else await editReply(action.comment.id, action.body);
      return;
    case 'delete':
      if (action.comment.parent_id === null) await deleteComment(action.comment.id);
      else await deleteReply(action.comment.id);
  }
}

/** Adds, edits or deletes a comment or reply, then reloads the post's comments from the
 *  server (no optimistic change) and sets the card's count from them. */
export function useCommentMutation(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: CommentAction) => {
      await run(postId, action);
      const comments = await client.fetchQuery({ ...commentsQueryOptions(postId), staleTime: 0 });
      updateCachedPost(client, postId, (post) => ({
        ...post,
        comments_count: countComments(comments),
      }));
    },
  });
}
