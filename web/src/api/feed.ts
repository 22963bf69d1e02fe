// Feed calls: pages of posts, one post, the new-post count, a person's posts, and the
// interactions on a post (likes, reactions, message edit, filing, boosts).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { idempotencyHeaders } from './idempotency';
import { hasMorePages, unwrapPage, type Page } from './page';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import { FEED_TIMEOUT_MS } from './timeouts';
import type { Envelope } from './types';

type Schemas = components['schemas'];

export type Post = Schemas['Post'];
export type PersonRef = Schemas['PersonRef'];
export type Receiver = Schemas['Receiver'];
export type ReactionCount = Schemas['ReactionCount'];
export type PostAttachment = Schemas['Attachment'];
export type NewPostCount = { count: number; latest_id: number };
export type LikeResult = { liked: boolean; likes_count: number };
export type ReactionSet = { emojis: string[]; reactions: ReactionCount[] };
export type BoostResult = { post: Post; give_balance: number };
/** Whose posts a person list shows. */
export type PostDirection = 'received' | 'sent';

export const FEED_PAGE_SIZE = 10;
export const USER_POSTS_PAGE_SIZE = 10;
/** How often the feed asks for posts newer than its first one, while it is shown. */
export const NEW_POSTS_POLL_MS = 30_000;

export const postKeys = {
  feed: () => [...queryKeys.posts, 'feed'] as const,
  user: (userId: number, direction: PostDirection) =>
    [...queryKeys.posts, 'user', userId, direction] as const,
  newCount: (after: number) => [...queryKeys.posts, 'newCount', after] as const,
};

/** GET /post?perPage=&before=: one feed page, newest first (15 s limit). */
export async function fetchFeedPage(
  params: { before?: number; perPage?: number },
  options: RequestOptions = {},
): Promise<Page<Post>> {
  const response = await apiClient.get<Envelope<Post[]>>('/post', {
    ...options,
    params: { perPage: params.perPage ?? FEED_PAGE_SIZE, before: params.before },
    timeout: FEED_TIMEOUT_MS,
  });
  return unwrapPage(response);
}

/** The feed as an infinite list: each next page starts before the last post loaded. */
export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(),
    queryFn: ({ pageParam, signal }) =>
      fetchFeedPage({ before: pageParam }, { signal, retry: false }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.items.at(-1)?.id : undefined,
  });

/** GET /post/{id} (15 s limit). */
export async function fetchPost(id: number, options: RequestOptions = {}): Promise<Post> {
  return unwrap(
    await apiClient.get<Envelope<Post>>(`/post/${id}`, { ...options, timeout: FEED_TIMEOUT_MS }),
  );
}

/** GET /post/new_count?after=: posts newer than `after`. */
export async function fetchNewPostCount(
  after: number,
  options: RequestOptions = {},
): Promise<NewPostCount> {
  return unwrap(
    await apiClient.get<Envelope<NewPostCount>>('/post/new_count', {
      ...options,
      params: { after },
    }),
  );
}

export const newPostCountQueryOptions = (after: number) =>
  queryOptions({
    queryKey: postKeys.newCount(after),
    queryFn: ({ signal }) => fetchNewPostCount(after, { signal, retry: false }),
    refetchInterval: NEW_POSTS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

/** GET /user/posts/received or /user/posts/sent for one person, page by page. */
export async function fetchUserPosts(
  userId: number,
  direction: PostDirection,
  page: number,
  options: RequestOptions = {},
): Promise<Page<Post>> {
  const response = await apiClient.get<Envelope<Post[]>>(`/user/posts/${direction}`, {
    ...options,
    params: { user_id: userId, page, perPage: USER_POSTS_PAGE_SIZE },
    timeout: FEED_TIMEOUT_MS,
  });
  return unwrapPage(response);
}

export const userPostsQueryOptions = (userId: number, direction: PostDirection) =>
  infiniteQueryOptions({
    queryKey: postKeys.user(userId, direction),
    queryFn: ({ pageParam, signal }) =>
      fetchUserPosts(userId, direction, pageParam, { signal, retry: false }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** POST /like: likes or unlikes a post. */
export async function toggleLike(postId: number): Promise<LikeResult> {
  return unwrap(await apiClient.post<Envelope<LikeResult>>('/like', { post_id: postId }));
}

/** GET /likes?post_id=: who liked a post. */
export async function fetchLikes(postId: number, options: RequestOptions = {}) {
  return unwrap(
    await apiClient.get<Envelope<PersonRef[]>>('/likes', {
      ...options,
      params: { post_id: postId },
    }),
  );
}

export const likesQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: [...queryKeys.postLikes, postId],
    queryFn: ({ signal }) => fetchLikes(postId, { signal, retry: false }),
    staleTime: 0,
  });

/** GET /reactions?post_id=: the fixed emoji set and the post's reactions. */
export async function fetchReactions(
  postId: number,
  options: RequestOptions = {},
): Promise<ReactionSet> {
  return unwrap(
    await apiClient.get<Envelope<ReactionSet>>('/reactions', {
      ...options,
      params: { post_id: postId },
    }),
  );
}

export const reactionsQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: [...queryKeys.postReactions, postId],
    queryFn: ({ signal }) => fetchReactions(postId, { signal, retry: false }),
  });

/** POST /reactions: adds or removes one of the fixed reactions. */
export async function toggleReaction(postId: number, emoji: string): Promise<ReactionCount[]> {
  const result = unwrap(
    await apiClient.post<Envelope<{ reactions: ReactionCount[] }>>('/reactions', {
      post_id: postId,
      emoji,
    }),
  );
  return result.reactions;
}

/** Longest message of a post (the contract's limit). */
export const POST_MESSAGE_MAX_LENGTH = 2000;

/** PATCH /post/message/{id}: the author edits the message. */
export async function editPostMessage(postId: number, message: string): Promise<Post> {
  return unwrap(await apiClient.patch<Envelope<Post>>(`/post/message/${postId}`, { message }));
}

/** PATCH /post/filed/{id}: an admin files a post (it leaves the feed). */
export async function filePost(postId: number): Promise<Post> {
  return unwrap(await apiClient.patch<Envelope<Post>>(`/post/filed/${postId}`, { filed: true }));
}

/** POST /boost: adds `amount` of the caller's giving points to each receiver. */
export async function boostPost(
  postId: number,
  amount: number,
  idempotencyKey: string,
): Promise<BoostResult> {
  return unwrap(
    await apiClient.post<Envelope<BoostResult>>(
      '/boost',
      { post_id: postId, amount },
      { headers: idempotencyHeaders(idempotencyKey) },
    ),
  );
}
