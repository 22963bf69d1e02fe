// NOM-035 on the home: the card of questionnaires the person still has to answer (Guía I or the
// questionnaire), shown only when there is one.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { myPsychosocialQueryOptions } from './api/psychosocial';

export const home: HomeSlots = {
  cards: [
    {
      id: 'psychosocialPending',
      order: 12.5,
      module: 'surveys',
      queries: () => [myPsychosocialQueryOptions()],
      component: lazyComponent(
        () => import('./components/pending-card'),
        'PsychosocialPendingCard',
      ),
    },
  ],
};
