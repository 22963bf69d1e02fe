// Communications on the home: the card of the pinned and latest communications.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { homeCommunicationsQueryOptions } from './api/communications';

export const home: HomeSlots = {
  cards: [
    {
      id: 'communications',
      order: 10,
      module: 'communications',
      queries: () => [homeCommunicationsQueryOptions()],
      component: lazyComponent(
        () => import('./components/communications-card'),
        'CommunicationsCard',
      ),
    },
  ],
};
