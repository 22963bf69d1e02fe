// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): pointRequests, pointRequestsReview.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

import { pointRequestsPaths } from './paths';

export const guide: readonly GuideSection[] = [
  {
    id: 'pointRequests',
    module: null,
    order: 19,
    titleKey: 'pointRequests.guide.pointRequests.title',
    introKey: 'pointRequests.guide.pointRequests.intro',
    steps: [
      'pointRequests.guide.pointRequests.steps.ask',
      'pointRequests.guide.pointRequests.steps.decide',
    ],
    link: { path: paths.profile, labelKey: 'pointRequests.guide.pointRequests.open' },
  },
  {
    id: 'pointRequestsReview',
    module: null,
    role: ['leader', 'admin'],
    order: 19.5,
    titleKey: 'pointRequests.guide.pointRequestsReview.title',
    steps: [
      'pointRequests.guide.pointRequestsReview.steps.review',
      'pointRequests.guide.pointRequestsReview.steps.decide',
    ],
    link: {
      path: pointRequestsPaths.review,
      labelKey: 'pointRequests.guide.pointRequestsReview.open',
    },
  },
];
