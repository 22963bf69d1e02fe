// Evaluations on the home: the card of the reviews the person still has to write (and the
// nominations waiting for them), only while there are some.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { myWorkQueryOptions } from './api/evaluations';

export const home: HomeSlots = {
  cards: [
    {
      id: 'myReviews',
      order: 15,
      module: 'evaluations',
      queries: () => [myWorkQueryOptions()],
      component: lazyComponent(() => import('./components/my-reviews-card'), 'MyReviewsCard'),
    },
  ],
};
