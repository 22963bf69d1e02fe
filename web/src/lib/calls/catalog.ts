// Catalog calls the start-up routine prefetches.
import { queryOptions } from '@tanstack/react-query';

import { getData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { ProductCategory } from '@/api/types';

/** Prefetch staleness of spec §9. */
export const PRODUCT_CATEGORIES_STALE_MS = 15 * 60 * 1000;

/** GET /product_category. */
export const fetchProductCategories = (options: RequestOptions = {}) =>
  getData<ProductCategory[]>('/product_category', options);

export const productCategoriesQueryOptions = () =>
  queryOptions({
    ...readQueryOptions(queryKeys.productCategories, fetchProductCategories),
    staleTime: PRODUCT_CATEGORIES_STALE_MS,
  });
