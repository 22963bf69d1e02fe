// The rewards catalog on the home: the card of featured products, and the rail's card of the
// person's balances with what they are close to redeeming.
import { myPointsQueryOptions } from '@/lib/calls/points';
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { featuredProductsQueryOptions } from './api/products';
import { wishlistQueryOptions } from './api/wishlist';

export const home: HomeSlots = {
  cards: [
    {
      id: 'featuredProducts',
      order: 30,
      module: 'catalog',
      queries: () => [featuredProductsQueryOptions()],
      component: lazyComponent(
        () => import('./components/featured-products-card'),
        'FeaturedProductsCard',
      ),
    },
  ],
  rail: [
    {
      id: 'balances',
      order: 10,
      module: 'catalog',
      queries: () => [myPointsQueryOptions(), wishlistQueryOptions()],
      component: lazyComponent(() => import('./components/balances-rail-card'), 'BalancesRailCard'),
    },
  ],
};
