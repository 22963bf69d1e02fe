// The rewards catalog as a member sees it: a page of products with its filters (cheapest first),
// the featured ones, and one product. Every product list is below the `products` key, so a
// checkout or an admin's change reloads them all.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { getData, getPage, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components, operations } from '@/api/schema';

type Schemas = components['schemas'];

export type Product = Schemas['Product'];
export type ProductType = Schemas['ProductType'];
export type ProductImage = Product['images'][number];

/** The filters of GET /products (and, with `active`, of GET /org/products). */
export type ProductFilters = Omit<
  NonNullable<operations['listProducts']['parameters']['query']>,
  'page' | 'perPage'
>;

export const PRODUCT_TYPES = [
  'physical',
  'experience',
  'digital_code',
  'gift_card',
  'coupon',
] as const satisfies readonly ProductType[];

/** Types whose items take a code from the product's pool at checkout (delivered at once). */
export const CODE_TYPES: readonly ProductType[] = ['digital_code', 'gift_card', 'coupon'];

export function isCodeType(type: ProductType): boolean {
  return CODE_TYPES.includes(type);
}

/** The contract's limit of the name search. */
export const SEARCH_MAX_LENGTH = 100;
/** Products a catalog page shows (the contract's default). */
export const CATALOG_PAGE_SIZE = 24;
/** Featured products on top of the catalog and on the home card. */
export const FEATURED_COUNT = 8;

export const productKeys = {
  lists: () => [...queryKeys.products, 'list'] as const,
  list: (filters: ProductFilters, page: number) =>
    [...queryKeys.products, 'list', filters, page] as const,
  featured: () => [...queryKeys.products, 'featured'] as const,
  one: (id: number) => [...queryKeys.products, 'one', id] as const,
};

/** GET /products: one page of what the member may see, cheapest first. */
export const fetchProducts = (
  filters: ProductFilters,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) => getPage<Product>('/products', { ...options, params: { ...filters, page, perPage } });

/** The page shown; the previous one stays while the next loads (no jump when filtering). */
export const productsQueryOptions = (filters: ProductFilters, page: number) =>
  queryOptions({
    ...readQueryOptions(productKeys.list(filters, page), (options) =>
      fetchProducts(filters, page, CATALOG_PAGE_SIZE, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /products?featured=true: the first featured products (the strip and the home card). */
export const featuredProductsQueryOptions = () =>
  readQueryOptions(productKeys.featured(), async (options) => {
    const page = await fetchProducts({ featured: true }, 1, FEATURED_COUNT, options);
    return page.items.filter((product) => product.featured);
  });

/** GET /products/{id}: 404 for a product the member may not see. */
export const fetchProduct = (id: number, options: RequestOptions = {}) =>
  getData<Product>(`/products/${id}`, options);

export const productQueryOptions = (id: number) =>
  readQueryOptions(productKeys.one(id), (options) => fetchProduct(id, options));
