import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';

import { makeCart, makeLine, makeProduct } from '../testing/catalog-fixture';

import { cartIsStale, checkoutProblem } from './checkout-problem';

const refused = (status: number, code: string, error = 'Error', details = {}) =>
  new ApiError({ kind: 'http', status, code, serverMessage: error, details });

describe('checkoutProblem', () => {
  const mug = makeProduct({ id: 7, name: 'Taza Aplauso' });
  const cart = makeCart([makeLine(mug, 2)]);

  it('names the refusals that need no product', () => {
    expect(checkoutProblem(refused(409, 'cart_changed'), cart)).toEqual({ kind: 'cart_changed' });
    expect(checkoutProblem(refused(422, 'insufficient_points'), cart)).toEqual({
      kind: 'insufficient_points',
    });
    expect(checkoutProblem(refused(400, 'cart_empty'), cart)).toEqual({ kind: 'cart_empty' });
  });

  it('finds the product a stock refusal names among the cart lines, and keeps its words', () => {
    expect(
      checkoutProblem(
        refused(422, 'out_of_stock', 'No queda stock de Taza Aplauso', { product_id: 7 }),
        cart,
      ),
    ).toEqual({ kind: 'out_of_stock', product: mug, message: 'No queda stock de Taza Aplauso' });
    // The server's words name it between « and ».
    expect(
      checkoutProblem(
        refused(422, 'out_of_stock', 'No quedan unidades suficientes de «Taza Aplauso».'),
        cart,
      ),
    ).toMatchObject({ kind: 'out_of_stock', product: mug });
    expect(
      checkoutProblem(refused(422, 'product_unavailable', '«Día libre» no está disponible.'), cart),
    ).toEqual({
      kind: 'product_unavailable',
      product: null,
      message: '«Día libre» no está disponible.',
    });
  });

  it('leaves any other failure to the shared wording, and the cart as it is', () => {
    const problem = checkoutProblem(new ApiError({ kind: 'network' }), cart);
    expect(problem).toEqual({ kind: 'other' });
    expect(cartIsStale(problem)).toBe(false);
    expect(cartIsStale({ kind: 'cart_changed' })).toBe(true);
  });
});
