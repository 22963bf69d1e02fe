// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): challenges.
import type { GuideSection } from '@/lib/modules/guide';

import { challengesPaths } from './paths';

export const guide: readonly GuideSection[] = [
  {
    id: 'challenges',
    module: 'challenges',
    order: 26.7,
    titleKey: 'challenges.guide.challenges.title',
    introKey: 'challenges.guide.challenges.intro',
    steps: [
      'challenges.guide.challenges.steps.join',
      'challenges.guide.challenges.steps.progress',
      'challenges.guide.challenges.steps.reward',
    ],
    link: { path: challengesPaths.list, labelKey: 'challenges.guide.challenges.open' },
  },
];
