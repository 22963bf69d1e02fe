// Moods on the home: the check-in card ("¿Cómo te sientes hoy?" until answered, then the week at
// a glance), with the care resources when the person's own last check-ins were low.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { moodTodayQueryOptions } from './api/moods';

export const home: HomeSlots = {
  cards: [
    {
      id: 'moodCheckIn',
      order: 15,
      module: 'moods',
      queries: () => [moodTodayQueryOptions()],
      component: lazyComponent(() => import('./components/mood-check-in-card'), 'MoodCheckInCard'),
    },
  ],
};
