// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): surveys.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'surveys',
    module: 'surveys',
    order: 24,
    titleKey: 'surveys.guide.surveys.title',
    introKey: 'surveys.guide.surveys.intro',
    steps: ['surveys.guide.surveys.steps.answer', 'surveys.guide.surveys.steps.answered'],
    link: { path: paths.surveys, labelKey: 'surveys.guide.surveys.open' },
  },
];
