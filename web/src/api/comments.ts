// Comments on a post and their replies (one level deep).
import { queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope } from './types';

export type PostComment = components['schemas']['Comment'];

/** Longest comment or reply (the contract's limit). */
export const COMMENT_MAX_LENGTH = 1000;

export const commentKeys = {
  post: (postId: number) => [...queryKeys.postComments, postId] as const,
};

/** GET /comments?post_id=: top-level comments, oldest first, each with its replies. */
export async function fetchComments(
  postId: number,
  options: RequestOptions = {},
): Promise<PostComment[]> {
  return unwrap(
    await apiClient.get<Envelope<PostComment[]>>('/comments', {
      ...options,
      params: { post_id: postId },
    }),
  );
}

export const commentsQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: commentKeys.post(postId),
    queryFn: ({ signal }) => fetchComments(postId, { signal, retry: false }),
    staleTime: 0,
  });

/** POST /comment. */
export async function addComment(postId: number, body: string): Promise<PostComment> {
  return unwrap(await apiClient.post<Envelope<PostComment>>('/comment', { post_id: postId, body }));
}

/** POST /comment/edit (the author). */
export async function editComment(id: number, body: string): Promise<PostComment> {
  return unwrap(await apiClient.post<Envelope<PostComment>>('/comment/edit', { id, body }));
}

/** DELETE /comment/{id} (the author or an admin). */
export async function deleteComment(id: number): Promise<void> {
  unwrap(await apiClient.delete<Envelope<{ id: number }>>(`/comment/${id}`));
}

/** POST /subcomment: a reply to a top-level comment. */
export async function addReply(commentId: number, body: string): Promise<PostComment> {
  return unwrap(
    await apiClient.post<Envelope<PostComment>>('/subcomment', { comment_id: commentId, body }),
  );
}

/** PATCH /subcomment/edit (the author). */
export async function editReply(id: number, body: string): Promise<PostComment> {
  return unwrap(await apiClient.patch<Envelope<PostComment>>('/subcomment/edit', { id, body }));
}

/** DELETE /subcomment/{id} (the author or an admin). */
export async function deleteReply(id: number): Promise<void> {
  unwrap(await apiClient.delete<Envelope<{ id: number }>>(`/subcomment/${id}`));
}
