// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): podium, levels.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'podium',
    module: 'podium',
    order: 17,
    titleKey: 'podium.guide.podium.title',
    introKey: 'podium.guide.podium.intro',
    steps: ['podium.guide.podium.steps.boards', 'podium.guide.podium.steps.period'],
    link: { path: paths.podium, labelKey: 'podium.guide.podium.open' },
  },
  {
    id: 'levels',
    module: 'levels',
    order: 17.5,
    titleKey: 'podium.guide.levels.title',
    steps: ['podium.guide.levels.steps.earn', 'podium.guide.levels.steps.see'],
    link: { path: paths.profile, labelKey: 'podium.guide.levels.open' },
  },
];
