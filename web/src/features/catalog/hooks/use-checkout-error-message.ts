import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { apiErrorMessage } from '@/i18n/api-error-message';
import { useOrgWording } from '@/lib/use-org-wording';

import type { Cart } from '../api/cart';
import { checkoutProblem } from '../lib/checkout-problem';

/** The text of a refused checkout: what changed in the cart, the points missing, the product that
 *  ran out (by its name in the UI language when the cart has it, else in the server's words), or
 *  the shared wording of any other failure. */
export function useCheckoutErrorMessage(): (error: unknown, cart: Cart | undefined) => string {
  const { t, i18n } = useTranslation();
  const wording = useOrgWording();
  return useCallback(
    (error: unknown, cart: Cart | undefined) => {
      const problem = checkoutProblem(error, cart);
      switch (problem.kind) {
        case 'cart_changed':
          return t('catalog.checkout.errors.cartChanged');
        case 'insufficient_points':
          return t('catalog.checkout.errors.insufficientPoints');
        case 'cart_empty':
          return t('catalog.checkout.errors.cartEmpty');
        case 'out_of_stock':
          if (problem.product)
            return t('catalog.checkout.errors.outOfStockNamed', {
              name: wording.name(problem.product),
            });
          return problem.message ?? t('catalog.checkout.errors.outOfStock');
        case 'product_unavailable':
          if (problem.product)
            return t('catalog.checkout.errors.unavailableNamed', {
              name: wording.name(problem.product),
            });
          return problem.message ?? t('catalog.checkout.errors.unavailable');
        case 'other':
          return apiErrorMessage(error, i18n);
      }
    },
    [t, i18n, wording],
  );
}
