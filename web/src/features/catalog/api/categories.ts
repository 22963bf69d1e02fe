// The product categories (admins): every one of them in display order, inactive ones too, adding
// one, and changing one's name, icon, state or place. Every category list is below the
// `productCategories` key (the catalog's filters and the product form read the active ones), so a
// change reloads them all; products reload too, as they show their category's name.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { JsonBody, ProductCategory } from '@/api/types';

export type CategoryInput = JsonBody<'createProductCategory'>;
export type CategoryChange = JsonBody<'updateProductCategory'>;

/** The contract's limits. */
export const CATEGORY_LIMITS = { nameMaxLength: 60, iconMaxLength: 40 } as const;

export const categoryKeys = { all: () => [...queryKeys.productCategories, 'all'] as const };

/** GET /product_category?all=true: the admins see the inactive ones too. */
export const fetchAllCategories = (options: RequestOptions = {}) =>
  getData<ProductCategory[]>('/product_category', { ...options, params: { all: true } });

export const allCategoriesQueryOptions = () =>
  readQueryOptions(categoryKeys.all(), fetchAllCategories);

const refreshCategories = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.productCategories }),
    client.invalidateQueries({ queryKey: queryKeys.products }),
  ]);

/** POST /product_category (201, added at the end), or POST /product/category/{id} of the one
 *  edited; 409 category_exists when the name is in use (whatever its case). */
export const saveCategoryMutation = (categoryId: number | null) =>
  mutationOptions({
    mutationFn: (input: CategoryInput) =>
      categoryId === null
        ? sendData<ProductCategory>('POST', '/product_category', input)
        : sendData<ProductCategory>(
            'POST',
            `/product/category/${categoryId}`,
            input satisfies CategoryChange,
          ),
    onSuccess: (_category, _input, _result, { client }) => refreshCategories(client),
  });

/** POST /product/category/{id} with `active` alone (a row's switch). */
export const setCategoryActiveMutation = () =>
  mutationOptions({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      sendData<ProductCategory>('POST', `/product/category/${id}`, {
        active,
      } satisfies CategoryChange),
    onSuccess: (_category, _request, _result, { client }) => refreshCategories(client),
  });

/** A category's new place: its index in the list (the server keeps positions from 0, adding a
 *  category after the last). */
export type CategoryPlace = { id: number; position: number };

/** Swaps two neighbours: POST /product/category/{id} with `position` for each, one after the
 *  other. Answers the category moved (the first place). */
export const moveCategoryMutation = () =>
  mutationOptions({
    mutationFn: async (places: readonly [CategoryPlace, CategoryPlace]) => {
      const [moved, other] = places;
      const saved = await sendData<ProductCategory>('POST', `/product/category/${moved.id}`, {
        position: moved.position,
      } satisfies CategoryChange);
      await sendData<ProductCategory>('POST', `/product/category/${other.id}`, {
        position: other.position,
      } satisfies CategoryChange);
      return saved;
    },
    // Even a half-done swap changed the order: the list reloads either way.
    onSettled: (_category, _error, _places, _result, { client }) => refreshCategories(client),
  });
