// The member's cart: its lines at today's prices with the member's points to redeem (the balance
// every catalog screen shows), adding, setting and removing units, emptying it, and the checkout.
// Every change answers the whole cart, which replaces the cached one.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import type { Order } from './orders';
import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type Cart = Schemas['Cart'];
export type CartLine = Schemas['CartLine'];
export type CartChange = Schemas['CartChange'];

/** The contract's limits: units of one line, and lines of a cart. */
export const CART_LIMITS = { maxQuantity: 99, maxLines: 50 } as const;

export const cartKeys = { cart: () => [...queryKeys.cart, 'mine'] as const };

/** GET /cart: the lines (gone or inactive products dropped), total, balance and what is missing. */
export const fetchCart = (options: RequestOptions = {}) => getData<Cart>('/cart', options);

export const cartQueryOptions = () => readQueryOptions(cartKeys.cart(), fetchCart);

/** Units in the cart (the header's badge). */
export function cartUnits(cart: Cart | undefined): number {
  return cart?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

const onCart = (
  cart: Cart,
  _variables: unknown,
  _result: unknown,
  { client }: { client: QueryClient },
) => {
  client.setQueryData(cartKeys.cart(), cart);
};

/** POST /cart: adds units of a product. 422 product_unavailable when it is inactive or sold out. */
export const addToCartMutation = () =>
  mutationOptions({
    mutationFn: (change: CartChange) =>
      sendData<Cart>('POST', '/cart', change satisfies JsonBody<'addToCart'>),
    onSuccess: onCart,
  });

/** POST /update_cart: sets a line's units (0 removes it). */
export const updateCartMutation = () =>
  mutationOptions({
    mutationFn: (change: CartChange) =>
      sendData<Cart>('POST', '/update_cart', change satisfies JsonBody<'updateCart'>),
    onSuccess: onCart,
  });

/** DELETE /cart?product_id=: removes one line. */
export const removeFromCartMutation = () =>
  mutationOptions({
    mutationFn: (productId: number) =>
      sendData<Cart>('DELETE', '/cart', undefined, { params: { product_id: productId } }),
    onSuccess: onCart,
  });

/** DELETE /cart: empties it. */
export const clearCartMutation = () =>
  mutationOptions({
    mutationFn: () => sendData<Cart>('DELETE', '/cart'),
    onSuccess: onCart,
  });

export type CheckoutRequest = { total: number; idempotencyKey: string };

/** POST /buy_products with the total the member was shown and the attempt's Idempotency-Key
 *  (never retried by the client: a retry is the member's, with the same key). The order is
 *  created, the cart emptied and the points spent: the cart reloads (its balance), and so do the
 *  orders, the coupon codes, the products (their stock) and the member's points. */
export const checkoutMutation = () =>
  mutationOptions({
    mutationFn: ({ total, idempotencyKey }: CheckoutRequest) =>
      sendData<Order>('POST', '/buy_products', { total } satisfies JsonBody<'buyProducts'>, {
        headers: idempotencyHeaders(idempotencyKey),
        retry: false,
      }),
    onSuccess: async (_order, _request, _result, { client }) => {
      await Promise.all(
        [
          queryKeys.cart,
          keyRoots.orders,
          keyRoots.coupons,
          queryKeys.products,
          queryKeys.points,
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });

/** After a refused checkout (the cart changed, stock ran out): the cart is read again. */
export const refreshCart = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.cart });
