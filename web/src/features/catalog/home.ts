// The rewards catalog on the home: the card of featured products.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { featuredProductsQueryOptions } from './api/products';

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
};
