// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): console.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'console',
    module: null,
    role: 'admin',
    order: 100,
    titleKey: 'admin.guide.console.title',
    introKey: 'admin.guide.console.intro',
    steps: ['admin.guide.console.steps.overview', 'admin.guide.console.steps.sections'],
    link: { path: paths.admin, labelKey: 'admin.guide.console.open' },
  },
];
