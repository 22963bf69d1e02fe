import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { postKeys } from '../api/feed';
import { makePost } from '../testing/post-fixture';

import { mapPostPages, replaceCachedPost, updateCachedPost } from './post-cache';

const page = (ids: number[]) => ({
  items: ids.map((id) => makePost({ id })),
  meta: { page: 1, perPage: 10, total: null, hasMore: false },
});

describe('cached post lists', () => {
  it('replace a changed post in every list that holds it and leave the others untouched', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed(), {
      pages: [page([3, 2]), page([1])],
      pageParams: [undefined, 2],
    });
    client.setQueryData(postKeys.user(4, 'received'), { pages: [page([2])], pageParams: [1] });
    client.setQueryData(postKeys.newCount(3), { count: 0, latest_id: 3 });
    const before = client.getQueryData(postKeys.user(4, 'received'));

    replaceCachedPost(client, makePost({ id: 1, likes_count: 9 }));

    const feed = client.getQueryData<{ pages: ReturnType<typeof page>[] }>(postKeys.feed());
    expect(feed?.pages[1]?.items[0]?.likes_count).toBe(9);
    expect(client.getQueryData(postKeys.user(4, 'received'))).toBe(before);
    expect(client.getQueryData(postKeys.newCount(3))).toEqual({ count: 0, latest_id: 3 });
  });

  it('remove a filed post from the lists', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed(), { pages: [page([3, 2, 1])], pageParams: [undefined] });
    updateCachedPost(client, 2, () => null);
    const feed = client.getQueryData<{ pages: ReturnType<typeof page>[] }>(postKeys.feed());
    expect(feed?.pages[0]?.items.map((post) => post.id)).toEqual([3, 1]);
  });

  it('ignore data that is not a list of post pages', () => {
    const data = { count: 2 };
    expect(mapPostPages(data, 1, () => null)).toBe(data);
  });
});

describe('a post on its own page', () => {
  it('follows the changes made to it', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.one(7), makePost({ id: 7, likes_count: 1 }));
    client.setQueryData(postKeys.feed(), { pages: [page([7])], pageParams: [undefined] });

    updateCachedPost(client, 7, (post) => ({ ...post, liked_by_me: true, likes_count: 2 }));

    expect(client.getQueryData(postKeys.one(7))).toMatchObject({
      liked_by_me: true,
      likes_count: 2,
    });
    const feed = client.getQueryData<{ pages: ReturnType<typeof page>[] }>(postKeys.feed());
    expect(feed?.pages[0]?.items[0]?.likes_count).toBe(2);
  });

  it('is read again once the post left the lists', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.one(7), makePost({ id: 7 }));
    updateCachedPost(client, 7, () => null);
    expect(client.getQueryState(postKeys.one(7))?.isInvalidated).toBe(true);
  });
});
