// Why a checkout was refused, from the server's answer: the cart changed meanwhile (409
// cart_changed), too few points, a product sold out or no longer available (the answer names it),
// or an empty cart; anything else is shown as any failed call is.
import { toApiError } from '@/api/errors';

import type { Cart } from '../api/cart';
import type { Product } from '../api/products';

export type CheckoutProblem =
  | { kind: 'cart_changed' | 'insufficient_points' | 'cart_empty' }
  | {
      kind: 'out_of_stock' | 'product_unavailable';
      /** The cart line's product the answer names, when it is found. */
      product: Product | null;
      /** The server's own words (they name the product). */
      message: string | null;
    }
  | { kind: 'other' };

const PRODUCT_CODES = new Set(['out_of_stock', 'product_unavailable']);
const PLAIN_CODES = new Set(['cart_changed', 'insufficient_points', 'cart_empty']);

/** The cart line's product the answer names: by its id in the details (`product_id`), else by
 *  its name in the message («Taza Aplauso»). */
function namedProduct(
  details: Readonly<Record<string, unknown>>,
  message: string | null,
  cart: Cart | undefined,
): Product | null {
  const lines = cart?.items ?? [];
  const id = details.product_id;
  if (typeof id === 'number') return lines.find((line) => line.product.id === id)?.product ?? null;
  if (!message) return null;
  return lines.find((line) => message.includes(`«${line.product.name}»`))?.product ?? null;
}

export function checkoutProblem(error: unknown, cart: Cart | undefined): CheckoutProblem {
  const apiError = toApiError(error);
  const code = apiError.code ?? '';
  if (PLAIN_CODES.has(code)) {
    return { kind: code as 'cart_changed' | 'insufficient_points' | 'cart_empty' };
  }
  if (PRODUCT_CODES.has(code)) {
    return {
      kind: code as 'out_of_stock' | 'product_unavailable',
      product: namedProduct(apiError.details, apiError.serverMessage, cart),
      message: apiError.serverMessage,
    };
  }
  return { kind: 'other' };
}

/** Whether the cart shown is out of date after this refusal (it is read again). */
export function cartIsStale(problem: CheckoutProblem): boolean {
  return problem.kind !== 'other';
}
