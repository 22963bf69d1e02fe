import { describe, expect, it } from 'vitest';

import { pageCount } from './page-count';

describe('pageCount', () => {
  it('counts the pages of the total', () => {
    expect(pageCount({ page: 1, perPage: 24, total: 49 })).toBe(3);
    expect(pageCount({ page: 1, perPage: 24, total: 24 })).toBe(1);
    expect(pageCount({ page: 1, perPage: 24, total: 0 })).toBe(1);
  });

  it('adds a page while more follow and nothing is counted', () => {
    expect(pageCount({ page: 2, perPage: 24, total: null, hasMore: true })).toBe(3);
    expect(pageCount({ page: 2, perPage: 24, total: null, hasMore: false })).toBe(2);
  });
});
