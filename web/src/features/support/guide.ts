// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): support.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'support',
    module: 'support',
    order: 85,
    titleKey: 'support.guide.support.title',
    introKey: 'support.guide.support.intro',
    steps: ['support.guide.support.steps.write', 'support.guide.support.steps.reference'],
    link: { path: paths.support, labelKey: 'support.guide.support.open' },
  },
];
