// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): badges.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'badges',
    module: 'badges',
    order: 16,
    titleKey: 'badges.guide.badges.title',
    introKey: 'badges.guide.badges.intro',
    steps: ['badges.guide.badges.steps.receive', 'badges.guide.badges.steps.profile'],
    link: { path: paths.profile, labelKey: 'badges.guide.badges.open' },
  },
];
