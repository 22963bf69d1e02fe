// Feed calls: pages of posts, one post (its own page), the new-post count, a person's posts,
// and the interactions on a post (likes, reactions, message edit, filing, boosts).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { hasMorePages, type Page } from '@/api/page';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { PersonRef } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];
type ReactionCount = Schemas['ReactionCount'];

export type Post = Schemas['Post'];
export type FeedHighlights = Schemas['FeedHighlights'];
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
/** Longest message of a post (the contract's limit). */
export const POST_MESSAGE_MAX_LENGTH = 2000;

/** Spec §9: post feed pages (GET /post, GET /post/{id}) have 15 s. */
export const FEED_TIMEOUT_MS = 15_000;

export const postKeys = {
  feed: () => [...queryKeys.posts, 'feed'] as const,
  user: (userId: number, direction: PostDirection) =>
    [...queryKeys.posts, 'user', userId, direction] as const,
  newCount: (after: number) => [...queryKeys.posts, 'newCount', after] as const,
  one: (id: number) => [...queryKeys.posts, 'one', id] as const,
  highlights: () => [...queryKeys.posts, 'highlights', 'month'] as const,
};

/** GET /feed/highlights?period=month: this month's top recognisers and trending values (one
 *  read for both rail cards; under the posts' key, so a new recognition reloads it). */
export const fetchFeedHighlights = (options: RequestOptions = {}) =>
  getData<FeedHighlights>('/feed/highlights', { ...options, params: { period: 'month' } });

export const feedHighlightsQueryOptions = () =>
  readQueryOptions(postKeys.highlights(), fetchFeedHighlights);

/** GET /post?perPage=&before=: one feed page, newest first (15 s limit). */
export const fetchFeedPage = (
  params: { before?: number; perPage?: number },
  options: RequestOptions = {},
): Promise<Page<Post>> =>
  getPage<Post>('/post', {
    ...options,
    params: { perPage: params.perPage ?? FEED_PAGE_SIZE, before: params.before },
    timeout: FEED_TIMEOUT_MS,
  });

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

/** GET /post/{id} (15 s limit): 404 when the organisation has no such post to show. */
export const fetchPost = (id: number, options: RequestOptions = {}) =>
  getData<Post>(`/post/${id}`, { ...options, timeout: FEED_TIMEOUT_MS });

/** One post on a page of its own; kept in step with the lists by lib/post-cache. */
export const postQueryOptions = (id: number) =>
  readQueryOptions(postKeys.one(id), (options) => fetchPost(id, options));

/** GET /post/new_count?after=: posts newer than `after`. */
export const fetchNewPostCount = (after: number, options: RequestOptions = {}) =>
  getData<NewPostCount>('/post/new_count', { ...options, params: { after } });

export const newPostCountQueryOptions = (after: number) =>
  queryOptions({
    ...readQueryOptions(postKeys.newCount(after), (options) => fetchNewPostCount(after, options)),
    refetchInterval: NEW_POSTS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

/** GET /user/posts/received or /user/posts/sent for one person, page by page. */
export const fetchUserPosts = (
  userId: number,
  direction: PostDirection,
  page: number,
  options: RequestOptions = {},
): Promise<Page<Post>> =>
  getPage<Post>(`/user/posts/${direction}`, {
    ...options,
    params: { user_id: userId, page, perPage: USER_POSTS_PAGE_SIZE },
    timeout: FEED_TIMEOUT_MS,
  });

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
export const toggleLike = (postId: number) =>
  sendData<LikeResult>('POST', '/like', { post_id: postId });

/** A read of one post's interactions (`/likes`, `/reactions`) by its id, never cached stale. */
const postRead =
  <T>(path: string) =>
  (postId: number, options: RequestOptions = {}) =>
    getData<T>(path, { ...options, params: { post_id: postId } });

/** GET /likes?post_id=: who liked a post. */
export const fetchLikes = postRead<PersonRef[]>('/likes');

export const likesQueryOptions = (postId: number) =>
  queryOptions({
    ...readQueryOptions([...queryKeys.postLikes, postId], (options) => fetchLikes(postId, options)),
    staleTime: 0,
  });

/** GET /reactions?post_id=: the fixed emoji set and the post's reactions. */
export const fetchReactions = postRead<ReactionSet>('/reactions');

export const reactionsQueryOptions = (postId: number) =>
  readQueryOptions([...keyRoots.postReactions, postId], (options) =>
    fetchReactions(postId, options),
  );

/** POST /reactions: adds or removes one of the fixed reactions. */
export async function toggleReaction(postId: number, emoji: string): Promise<ReactionCount[]> {
  const result = await sendData<{ reactions: ReactionCount[] }>('POST', '/reactions', {
    post_id: postId,
    emoji,
  });
  return result.reactions;
}

/** PATCH /post/message/{id}: the author edits the message. */
export const editPostMessage = (postId: number, message: string) =>
  sendData<Post>('PATCH', `/post/message/${postId}`, { message });

/** PATCH /post/filed/{id}: an admin files a post (it leaves the feed). */
export const filePost = (postId: number) =>
  sendData<Post>('PATCH', `/post/filed/${postId}`, { filed: true });

/** POST /boost: adds `amount` of the caller's giving points to each receiver. */
export const boostPost = (postId: number, amount: number, idempotencyKey: string) =>
  sendData<BoostResult>(
    'POST',
    '/boost',
    { post_id: postId, amount },
    { headers: idempotencyHeaders(idempotencyKey) },
  );
