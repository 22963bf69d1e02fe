import { describe, expect, it } from 'vitest';

import { ApiError } from './errors';
import { createQueryClient, queryDefaults } from './query-client';
import { queryKeys } from './query-keys';

describe('query client defaults (spec §9)', () => {
  it('keeps data fresh 5 min and cached 10 min, refetching on mount and reconnect only', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(options.queries?.gcTime).toBe(10 * 60 * 1000);
    expect(options.queries?.refetchOnWindowFocus).toBe(false);
    expect(options.queries?.refetchOnMount).toBe(true);
    expect(options.queries?.refetchOnReconnect).toBe(true);
    expect(options.mutations?.retry).toBe(false);
  });

  it('retries queries up to 3 times, never on 4xx', () => {
    const retry = queryDefaults.queries.retry;
    expect(retry(0, new ApiError({ kind: 'http', status: 503 }))).toBe(true);
    expect(retry(3, new ApiError({ kind: 'http', status: 503 }))).toBe(false);
    expect(retry(0, new ApiError({ kind: 'http', status: 404 }))).toBe(false);
    const delay = queryDefaults.queries.retryDelay(0);
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThanOrEqual(1300);
  });
});

describe('query keys (spec §7)', () => {
  it('start with the listed names (the app appends its own after them)', () => {
    expect(Object.keys(queryKeys).slice(0, 15)).toEqual([
      'products',
      'productCategories',
      'cart',
      'user',
      'userProfile',
      'userProfilePhotos',
      'organization',
      'orgSettings',
      'orgModules',
      'posts',
      'postComments',
      'communications',
      'notifications',
      'files',
      'organizationFiles',
    ]);
    for (const [name, key] of Object.entries(queryKeys)) expect(key).toEqual([name]);
  });
});
