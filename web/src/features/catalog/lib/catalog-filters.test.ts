import { describe, expect, it } from 'vitest';

import {
  badPrice,
  catalogParams,
  catalogStateFrom,
  EMPTY_CATALOG_FILTERS,
  hasCatalogFilters,
  toProductFilters,
} from './catalog-filters';

describe('catalog filters', () => {
  it('reads the filters and the page from the address', () => {
    expect(
      catalogStateFrom(
        new URLSearchParams('q=taza&category=2&type=physical&from=100&to=500&page=3'),
      ),
    ).toEqual({
      values: {
        q: 'taza',
        category: '2',
        type: 'physical',
        valueFrom: '100',
        valueTo: '500',
        sort: '',
        affordable: '',
      },
      page: 3,
    });
  });

  it('leaves out what cannot be a filter', () => {
    expect(catalogStateFrom(new URLSearchParams('category=tech&type=car&page=-1'))).toEqual({
      values: EMPTY_CATALOG_FILTERS,
      page: 1,
    });
  });

  it('writes only the filters set, and the page after the first', () => {
    expect(catalogParams({ ...EMPTY_CATALOG_FILTERS, q: 'cine', valueTo: '300' }, 2)).toEqual({
      q: 'cine',
      to: '300',
      page: '2',
    });
    expect(catalogParams(EMPTY_CATALOG_FILTERS)).toEqual({});
  });

  it('makes the list call filters: trimmed search, whole-number prices', () => {
    expect(
      toProductFilters({
        q: '  taza ',
        category: '4',
        type: 'coupon',
        valueFrom: '100',
        valueTo: 'mucho',
        sort: '',
        affordable: '',
      }),
    ).toEqual({ q: 'taza', category: 4, type: 'coupon', valueFrom: 100 });
    expect(toProductFilters(EMPTY_CATALOG_FILTERS)).toEqual({});
  });

  it('sorts, and caps the price at the points to redeem for "what I can afford"', () => {
    const affordable = {
      ...EMPTY_CATALOG_FILTERS,
      affordable: '1' as const,
      sort: 'newest' as const,
    };
    expect(toProductFilters(affordable, 450)).toEqual({ valueTo: 450, sort: 'newest' });
    expect(toProductFilters({ ...affordable, valueTo: '300' }, 450)).toEqual({
      valueTo: 300,
      sort: 'newest',
    });
    expect(catalogStateFrom(new URLSearchParams('sort=popular&affordable=1')).values).toMatchObject(
      { sort: 'popular', affordable: '1' },
    );
    expect(catalogStateFrom(new URLSearchParams('sort=random')).values.sort).toBe('');
    expect(hasCatalogFilters({ ...EMPTY_CATALOG_FILTERS, sort: 'price_desc' })).toBe(false);
  });

  it('tells a typed price that is no whole number, and whether any filter is set', () => {
    expect(badPrice('12a')).toBe(true);
    expect(badPrice(' ')).toBe(false);
    expect(badPrice('300')).toBe(false);
    expect(hasCatalogFilters(EMPTY_CATALOG_FILTERS)).toBe(false);
    expect(hasCatalogFilters({ ...EMPTY_CATALOG_FILTERS, type: 'experience' })).toBe(true);
  });
});
