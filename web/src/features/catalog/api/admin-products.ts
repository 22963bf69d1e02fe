// The admins' side of products: every product of the organisation (inactive ones too) with the
// catalog's filters, saving one (POST /product creates it, or updates the one whose id it
// carries), and giving one to people as a prize. A saved product reloads every product list, the
// members' too.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getPage, sendData, type RequestOptions } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import type { Order } from './orders';
import type { Product, ProductFilters } from './products';
import { keyRoots } from './query-keys';

export type ProductInput = components['schemas']['ProductInput'];
export type SendProductBody = JsonBody<'sendProduct'>;

/** The admins' filters: the catalog's (`sendUsers`: only the products that may be given as a
 *  prize, or only the others), and whether the product is active. */
export type OrgProductFilters = ProductFilters & { active?: boolean };

/** The contract's limits of the product form. */
export const PRODUCT_LIMITS = {
  nameMaxLength: 120,
  descriptionMaxLength: 5000,
  maxPoints: 10_000_000,
  maxImages: 8,
  maxDepartments: 500,
} as const;

/** The contract's limits of a gift: people at once, and the note's length. */
export const SEND_PRODUCT_LIMITS = { maxPeople: 200, noteMaxLength: 500 } as const;

/** Enough products for a filter's list of them (the orders' product filter). */
export const PRODUCT_CHOICES_PAGE_SIZE = 100;

const ADMIN = [...queryKeys.products, 'admin'] as const;

export const adminProductKeys = {
  all: () => ADMIN,
  list: (filters: OrgProductFilters, page: number, perPage: number) =>
    [...ADMIN, 'list', filters, page, perPage] as const,
  choices: () => [...ADMIN, 'choices'] as const,
};

/** GET /org/products: a page of the organisation's products, newest first. */
export const fetchOrgProducts = (
  filters: OrgProductFilters,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) => getPage<Product>('/org/products', { ...options, params: { ...filters, page, perPage } });

export const orgProductsQueryOptions = (
  filters: OrgProductFilters,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(adminProductKeys.list(filters, page, perPage), (options) =>
      fetchOrgProducts(filters, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** The newest products, to choose one from (the orders' filter). */
export const productChoicesQueryOptions = () =>
  readQueryOptions(adminProductKeys.choices(), async (options) => {
    const page = await fetchOrgProducts({}, 1, PRODUCT_CHOICES_PAGE_SIZE, options);
    return page.items;
  });

/** POST /product: 400 names every bad field; 404 for a category, provider or department of
 *  another organisation. */
export const saveProductMutation = () =>
  mutationOptions({
    mutationFn: (input: ProductInput) => sendData<Product>('POST', '/product', input),
    onSuccess: (_saved, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.products }),
  });

/** The input that saves a product as it is, but for `change` (a row's switch). */
export function productInputFrom(
  product: Product,
  change: Partial<ProductInput> = {},
): ProductInput {
  return {
    id: product.id,
    name: product.name,
    name_en: product.name_en,
    description: product.description,
    points: product.points,
    stock: product.stock,
    category_id: product.category?.id ?? null,
    provider_id: product.provider_id,
    country: product.country,
    type: product.type,
    department_ids: product.department_ids,
    active: product.active,
    featured: product.featured,
    send_users: product.send_users,
    image_keys: product.images.map((image) => image.key),
    ...change,
  };
}

export type SendProductRequest = {
  productId: number;
  body: SendProductBody;
  /** The attempt's key: a retry of the same gift reuses it, so nobody gets it twice. */
  idempotencyKey: string;
};

/** POST /org/products/{id}/send (201): one order per person, paid by the organisation, and a
 *  product_gift notification each. 404 for a product or person not found; 422 not_sendable,
 *  product_unavailable or out_of_stock (fewer units or codes left than people); 400 for a bad
 *  field. Never retried by the client. The products reload (their stock), and so do the orders
 *  (the admins', and the admin's own when they gave it to themselves) and the coupon codes. */
export const sendProductMutation = () =>
  mutationOptions({
    mutationFn: ({ productId, body, idempotencyKey }: SendProductRequest) =>
      sendData<Order[]>('POST', `/org/products/${productId}/send`, body, {
        headers: idempotencyHeaders(idempotencyKey),
        retry: false,
      }),
    onSuccess: async (_orders, _request, _result, { client }) => {
      await Promise.all(
        [queryKeys.products, keyRoots.orders, keyRoots.coupons].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
