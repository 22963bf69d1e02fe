// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): requests.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'requests',
    module: 'requests',
    order: 21,
    titleKey: 'requests.guide.requests.title',
    introKey: 'requests.guide.requests.intro',
    steps: [
      'requests.guide.requests.steps.new',
      'requests.guide.requests.steps.follow',
      'requests.guide.requests.steps.review',
    ],
    link: { path: paths.requests, labelKey: 'requests.guide.requests.open' },
  },
];
