// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): profile.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'profile',
    module: 'profile',
    order: 31,
    titleKey: 'profile.guide.profile.title',
    steps: [
      'profile.guide.profile.steps.wall',
      'profile.guide.profile.steps.wallet',
      'profile.guide.profile.steps.settings',
    ],
    link: { path: paths.profile, labelKey: 'profile.guide.profile.open' },
  },
];
