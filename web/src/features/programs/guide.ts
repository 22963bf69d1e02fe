// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): programs.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'programs',
    module: 'programs',
    order: 26.5,
    titleKey: 'programs.guide.programs.title',
    introKey: 'programs.guide.programs.intro',
    steps: [
      'programs.guide.programs.steps.join',
      'programs.guide.programs.steps.evidence',
      'programs.guide.programs.steps.board',
    ],
    link: { path: paths.programs, labelKey: 'programs.guide.programs.open' },
  },
];
