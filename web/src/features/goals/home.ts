// Goals on the home: the card of the person's active goals, those at risk or behind first.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { homeGoalsQueryOptions } from './api/goals';

export const home: HomeSlots = {
  cards: [
    {
      id: 'myGoals',
      order: 14,
      module: 'goals',
      queries: () => [homeGoalsQueryOptions()],
      component: lazyComponent(() => import('./components/my-goals-card'), 'MyGoalsCard'),
    },
  ],
};
