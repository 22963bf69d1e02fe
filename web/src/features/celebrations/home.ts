// Celebrations on the home: today's birthdays and work anniversaries, each while its module is
// on.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { celebrationsQueryOptions, type CelebrationKind } from './api/celebrations';

export const home: HomeSlots = {
  cards: [
    {
      id: 'celebrations',
      order: 20,
      module: ['birthdays', 'anniversaries'],
      queries: (services) =>
        (['birthdays', 'anniversaries'] as const satisfies readonly CelebrationKind[])
          .filter((kind) => services[kind])
          .map((kind) => celebrationsQueryOptions(kind)),
      component: lazyComponent(() => import('./components/celebrations-card'), 'CelebrationsCard'),
    },
  ],
};
