// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): files.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'files',
    module: 'files_repository',
    order: 23,
    titleKey: 'files.guide.files.title',
    introKey: 'files.guide.files.intro',
    steps: [
      'files.guide.files.steps.folders',
      'files.guide.files.steps.mine',
      'files.guide.files.steps.confirm',
    ],
    link: { path: paths.files, labelKey: 'files.guide.files.open' },
  },
];
