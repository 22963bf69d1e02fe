// Comments on a post and their replies (one level deep).
import { queryOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

export type PostComment = components['schemas']['Comment'];

/** Longest comment or reply (the contract's limit). */
export const COMMENT_MAX_LENGTH = 1000;

export const commentKeys = {
  post: (postId: number) => [...queryKeys.postComments, postId] as const,
};

/** GET /comments?post_id=: top-level comments, oldest first, each with its replies. */
export const fetchComments = (postId: number, options: RequestOptions = {}) =>
  getData<PostComment[]>('/comments', { ...options, params: { post_id: postId } });

export const commentsQueryOptions = (postId: number) =>
  queryOptions({
    ...readQueryOptions(commentKeys.post(postId), (options) => fetchComments(postId, options)),
    staleTime: 0,
  });

/** POST /comment. */
export const addComment = (postId: number, body: string) =>
  sendData<PostComment>('POST', '/comment', { post_id: postId, body });

/** POST /comment/edit (the author). */
export const editComment = (id: number, body: string) =>
  sendData<PostComment>('POST', '/comment/edit', { id, body });

/** DELETE /comment/{id} (the author or an admin). */
export async function deleteComment(id: number): Promise<void> {
  await sendData<{ id: number }>('DELETE', `/comment/${id}`);
}

/** POST /subcomment: a reply to a top-level comment. */
export const addReply = (commentId: number, body: string) =>
  sendData<PostComment>('POST', '/subcomment', { comment_id: commentId, body });

/** PATCH /subcomment/edit (the author). */
export const editReply = (id: number, body: string) =>
  sendData<PostComment>('PATCH', '/subcomment/edit', { id, body });

/** DELETE /subcomment/{id} (the author or an admin). */
export async function deleteReply(id: number): Promise<void> {
  await sendData<{ id: number }>('DELETE', `/subcomment/${id}`);
}
