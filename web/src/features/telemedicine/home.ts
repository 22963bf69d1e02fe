// Telemedicine on the home: the rail's card of the providers open to the person (folded into the
// column below 1200 px), nothing when none is.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { telemedicineQueryOptions } from './api/telemedicine';

export const home: HomeSlots = {
  rail: [
    {
      id: 'telemedicine',
      order: 40,
      module: 'telemedicine',
      queries: () => [telemedicineQueryOptions()],
      component: lazyComponent(
        () => import('./components/telemedicine-rail-card'),
        'TelemedicineRailCard',
      ),
    },
  ],
};
