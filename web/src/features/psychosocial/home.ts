// NOM-035 on the home: the card of questionnaires the person still has to answer (Guía I or the
// questionnaire) and, for the occupational-health staff, the referrals waiting; shown only when
// there is something.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { myPsychosocialQueryOptions, psyRoleQueryOptions } from './api/psychosocial';

export const home: HomeSlots = {
  cards: [
    {
      id: 'psychosocialPending',
      order: 12.5,
      module: 'surveys',
      queries: () => [myPsychosocialQueryOptions(), psyRoleQueryOptions()],
      component: lazyComponent(
        () => import('./components/pending-card'),
        'PsychosocialPendingCard',
      ),
    },
  ],
};
