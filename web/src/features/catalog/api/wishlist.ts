// The member's wishlist ("Guardar para después"): the saved products with whether their points
// to redeem reach each one, saving one and removing it. A change reloads the list.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type Wishlist = Schemas['Wishlist'];
export type Wish = Schemas['Wish'];
export type ProductSort = Schemas['ProductSort'];

export const wishlistKeys = { mine: () => [...keyRoots.wishlist, 'mine'] as const };

/** GET /catalog/wishlist: saved products, cheapest first, with the member's balance. */
export const fetchWishlist = (options: RequestOptions = {}) =>
  getData<Wishlist>('/catalog/wishlist', options);

export const wishlistQueryOptions = () => readQueryOptions(wishlistKeys.mine(), fetchWishlist);

/** Whether the product is among the saved ones. */
export function isSaved(wishlist: Wishlist | undefined, productId: number): boolean {
  return wishlist?.items.some((wish) => wish.product.id === productId) ?? false;
}

/** PUT or DELETE /catalog/wishlist/{id}: saves the product for later, or removes it. */
export const toggleWishMutation = () =>
  mutationOptions({
    mutationFn: ({ productId, save }: { productId: number; save: boolean }) =>
      sendData<{ product_id: number; saved: boolean }>(
        save ? 'PUT' : 'DELETE',
        `/catalog/wishlist/${productId}`,
      ),
    onSuccess: (
      _data: unknown,
      _variables: unknown,
      _result: unknown,
      { client }: { client: QueryClient },
    ) => client.invalidateQueries({ queryKey: wishlistKeys.mine() }),
  });
