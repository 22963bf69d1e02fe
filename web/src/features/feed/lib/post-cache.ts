// Keeps every cached list of posts (the feed and each person's lists, all infinite queries
// under the `posts` key) and the post's own page in step with a post that changed or left.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import type { Page } from '@/api/page';
import { queryKeys } from '@/api/query-keys';

import { postKeys, type Post } from '../api/feed';

type PostPages = InfiniteData<Page<Post>, unknown>;

function isPostPages(data: unknown): data is PostPages {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as PostPages).pages) &&
    (data as PostPages).pages.every((page) => Array.isArray(page?.items))
  );
}

/** Applies `update` to the post with `postId` in the pages; null removes it. Returns the same
 *  object when nothing changed. */
export function mapPostPages(
  data: unknown,
  postId: number,
  update: (post: Post) => Post | null,
): unknown {
  if (!isPostPages(data)) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((post) => post.id === postId)) return page;
    changed = true;
    const items = page.items.flatMap((post) => {
      if (post.id !== postId) return [post];
      const next = update(post);
      return next ? [next] : [];
    });
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

/** Updates (or, with null, removes) one post in every cached post list and on its own page;
 *  a post that left is read again there (the page then says it is gone, or shows it to whoever
 *  may still see it). */
export function updateCachedPost(
  client: QueryClient,
  postId: number,
  update: (post: Post) => Post | null,
): void {
  client.setQueriesData({ queryKey: queryKeys.posts }, (data: unknown) =>
    mapPostPages(data, postId, update),
  );
  const own = postKeys.one(postId);
  const post = client.getQueryData<Post>(own);
  if (!post) return;
  const next = update(post);
  if (next) client.setQueryData(own, next);
  else void client.invalidateQueries({ queryKey: own });
}

/** Puts the server's copy of a post in every cached list that holds it. */
export function replaceCachedPost(client: QueryClient, post: Post): void {
  updateCachedPost(client, post.id, () => post);
}
