// The catalog's filters as the address keeps them (`?q=taza&category=2&type=physical&from=100
// &to=500&page=2`, so a product's page leads back to the same list), and the list call's
// parameters they make.
import { parseWholeNumber } from '@/lib/whole-number';

import {
  PRODUCT_TYPES,
  SEARCH_MAX_LENGTH,
  type ProductFilters,
  type ProductType,
} from '../api/products';
import type { ProductSort } from '../api/wishlist';

export type CatalogFilterValues = {
  /** Words of the name. */
  q: string;
  /** A category's id, '' for every one. */
  category: string;
  type: ProductType | '';
  /** Lowest and highest price in points, as typed ('' for no limit). */
  valueFrom: string;
  valueTo: string;
  /** The order ('' for the default, cheapest first). */
  sort: ProductSort | '';
  /** '1': only what the member's points to redeem reach ("Lo que me alcanza"). */
  affordable: '1' | '';
};

export const PRODUCT_SORTS: readonly ProductSort[] = [
  'price_asc',
  'price_desc',
  'newest',
  'popular',
];

export const EMPTY_CATALOG_FILTERS: CatalogFilterValues = {
  q: '',
  category: '',
  type: '',
  valueFrom: '',
  valueTo: '',
  sort: '',
  affordable: '',
};

const PARAMS = {
  q: 'q',
  category: 'category',
  type: 'type',
  valueFrom: 'from',
  valueTo: 'to',
  sort: 'sort',
  affordable: 'affordable',
} as const satisfies Record<keyof CatalogFilterValues, string>;

const PAGE_PARAM = 'page';

function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}

/** The filters and the page (from 1) the address holds; anything unreadable is left out. */
export function catalogStateFrom(params: URLSearchParams): {
  values: CatalogFilterValues;
  page: number;
} {
  const read = (key: keyof CatalogFilterValues) => params.get(PARAMS[key]) ?? '';
  const type = read('type');
  const page = parseWholeNumber(params.get(PAGE_PARAM) ?? '');
  return {
    values: {
      q: read('q').slice(0, SEARCH_MAX_LENGTH),
      category: parseWholeNumber(read('category')) === null ? '' : read('category'),
      type: isProductType(type) ? type : '',
      valueFrom: read('valueFrom'),
      valueTo: read('valueTo'),
      sort: (PRODUCT_SORTS as readonly string[]).includes(read('sort'))
        ? (read('sort') as ProductSort)
        : '',
      affordable: read('affordable') === '1' ? '1' : '',
    },
    page: page !== null && page > 0 ? page : 1,
  };
}

/** The address's parameters of these filters and page (the empty ones and page 1 left out). */
export function catalogParams(values: CatalogFilterValues, page = 1): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(PARAMS) as (keyof CatalogFilterValues)[]) {
    if (values[key] !== '') params[PARAMS[key]] = values[key];
  }
  if (page > 1) params[PAGE_PARAM] = String(page);
  return params;
}

/** The list call's filters: the search trimmed, the prices as whole numbers (others left out);
 *  "what I can afford" caps the price at `balance` (the member's points to redeem). */
export function toProductFilters(values: CatalogFilterValues, balance?: number): ProductFilters {
  const q = values.q.trim();
  const category = parseWholeNumber(values.category);
  const valueFrom = parseWholeNumber(values.valueFrom);
  const typedTo = parseWholeNumber(values.valueTo);
  const cap = values.affordable === '1' && balance !== undefined ? balance : null;
  const valueTo = cap === null ? typedTo : typedTo === null ? cap : Math.min(typedTo, cap);
  return {
    ...(q ? { q } : {}),
    ...(category === null ? {} : { category }),
    ...(values.type ? { type: values.type } : {}),
    ...(valueFrom === null ? {} : { valueFrom }),
    ...(valueTo === null ? {} : { valueTo }),
    ...(values.sort ? { sort: values.sort } : {}),
  };
}

/** A price limit that is typed but is no whole number (the field says so). */
export function badPrice(text: string): boolean {
  return text.trim() !== '' && parseWholeNumber(text) === null;
}

/** Whether the list is narrowed (the order alone narrows nothing). */
export function hasCatalogFilters(values: CatalogFilterValues): boolean {
  return Object.entries(values).some(([key, value]) => key !== 'sort' && value !== '');
}
