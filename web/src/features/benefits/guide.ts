// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): benefits.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'benefits',
    module: 'benefits',
    order: 20,
    titleKey: 'benefits.guide.benefits.title',
    introKey: 'benefits.guide.benefits.intro',
    steps: [
      'benefits.guide.benefits.steps.mine',
      'benefits.guide.benefits.steps.request',
      'benefits.guide.benefits.steps.follow',
    ],
    link: { path: paths.benefits, labelKey: 'benefits.guide.benefits.open' },
  },
];
