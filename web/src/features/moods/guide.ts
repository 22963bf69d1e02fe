// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): moods.
import type { GuideSection } from '@/lib/modules/guide';

import { moodsPaths } from './paths';

export const guide: readonly GuideSection[] = [
  {
    id: 'moods',
    module: 'moods',
    order: 27.8,
    titleKey: 'moods.guide.moods.title',
    introKey: 'moods.guide.moods.intro',
    steps: [
      'moods.guide.moods.steps.checkin',
      'moods.guide.moods.steps.history',
      'moods.guide.moods.steps.care',
    ],
    link: { path: moodsPaths.page, labelKey: 'moods.guide.moods.open' },
  },
];
