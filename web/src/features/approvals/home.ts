// The approvals inbox on the home: the card of what waits for the person's decision.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { homeApprovalsQueryOptions } from './api/approvals';

export const home: HomeSlots = {
  cards: [
    {
      id: 'approvals',
      order: 12,
      // The inbox has no flag of its own (point requests are always on): `auth` is every
      // organisation's module.
      module: 'auth',
      queries: () => [homeApprovalsQueryOptions()],
      component: lazyComponent(
        () => import('./components/approvals-home-card'),
        'ApprovalsHomeCard',
      ),
    },
  ],
};
