// Challenges on the home: "Tus retos", the progress of the active challenges the person takes
// part in, shown only when there are some.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { challengesQueryOptions } from './api/challenges';

export const home: HomeSlots = {
  cards: [
    {
      id: 'myChallenges',
      order: 17,
      module: 'challenges',
      queries: () => [challengesQueryOptions('mine', 0)],
      component: lazyComponent(() => import('./components/my-challenges-card'), 'MyChallengesCard'),
    },
  ],
};
