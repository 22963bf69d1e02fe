// Surveys on the home: the card of the surveys the person still has to answer.
import { i18n } from '@/i18n/i18n';
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { homeSurveysQueryOptions, surveyLanguage } from './api/surveys';

/** The language the card will read its surveys in (the UI's). */
const homeLanguage = () => surveyLanguage(i18n.language ?? 'es');

export const home: HomeSlots = {
  cards: [
    {
      id: 'pendingSurveys',
      order: 12,
      module: 'surveys',
      queries: () => [homeSurveysQueryOptions(homeLanguage())],
      component: lazyComponent(
        () => import('./components/pending-surveys-card'),
        'PendingSurveysCard',
      ),
    },
  ],
};
