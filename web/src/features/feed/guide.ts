// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): feed.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'feed',
    module: 'recognitions',
    order: 12,
    titleKey: 'feed.guide.feed.title',
    introKey: 'feed.guide.feed.intro',
    steps: [
      'feed.guide.feed.steps.react',
      'feed.guide.feed.steps.boost',
      'feed.guide.feed.steps.post',
    ],
    link: { path: paths.home, labelKey: 'feed.guide.feed.open' },
  },
];
