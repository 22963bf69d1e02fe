// Events on the home: the card of the person's next events (those they answered Asistiré or Tal
// vez), shown only when there are some.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { eventsQueryOptions } from './api/events';

export const home: HomeSlots = {
  cards: [
    {
      id: 'myEvents',
      order: 16,
      module: 'events',
      queries: () => [eventsQueryOptions('mine', 0)],
      component: lazyComponent(() => import('./components/my-events-card'), 'MyEventsCard'),
    },
  ],
};
