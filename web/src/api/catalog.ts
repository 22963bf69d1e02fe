// Catalog calls.
import { queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import type { Envelope, ProductCategory } from './types';

/** Prefetch staleness of spec §9. */
export const PRODUCT_CATEGORIES_STALE_MS = 15 * 60 * 1000;

export async function fetchProductCategories(
  options: RequestOptions = {},
): Promise<ProductCategory[]> {
  return unwrap(await apiClient.get<Envelope<ProductCategory[]>>('/product_category', options));
}

export const productCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.productCategories,
    queryFn: ({ signal }) => fetchProductCategories({ signal, retry: false }),
    staleTime: PRODUCT_CATEGORIES_STALE_MS,
  });
