// Celebrations in the home's right rail (folded into the column below 1200 px): today's
// birthdays and work anniversaries with "Enviar felicitaciones", each while its module is on.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { celebrationsQueryOptions, type CelebrationKind } from './api/celebrations';

export const home: HomeSlots = {
  rail: [
    {
      id: 'celebrations',
      order: 15,
      module: ['birthdays', 'anniversaries'],
      queries: (services) =>
        (['birthdays', 'anniversaries'] as const satisfies readonly CelebrationKind[])
          .filter((kind) => services[kind])
          .map((kind) => celebrationsQueryOptions(kind)),
      component: lazyComponent(() => import('./components/celebrations-card'), 'CelebrationsCard'),
    },
  ],
};
