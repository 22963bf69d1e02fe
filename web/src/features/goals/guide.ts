// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): goals.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'goals',
    module: 'goals',
    order: 26,
    titleKey: 'goals.guide.goals.title',
    introKey: 'goals.guide.goals.intro',
    steps: [
      'goals.guide.goals.steps.mine',
      'goals.guide.goals.steps.checkin',
      'goals.guide.goals.steps.team',
    ],
    link: { path: paths.goals, labelKey: 'goals.guide.goals.open' },
  },
];
