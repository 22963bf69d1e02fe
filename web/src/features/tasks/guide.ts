// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): tasks.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'tasks',
    module: 'tasks',
    order: 27,
    titleKey: 'tasks.guide.tasks.title',
    introKey: 'tasks.guide.tasks.intro',
    steps: [
      'tasks.guide.tasks.steps.add',
      'tasks.guide.tasks.steps.open',
      'tasks.guide.tasks.steps.done',
    ],
    link: { path: paths.tasks, labelKey: 'tasks.guide.tasks.open' },
  },
];
