// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): budgets.
import { adminSectionPath } from '@/lib/modules/admin-sections';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'budgets',
    module: null,
    role: 'admin',
    order: 102,
    titleKey: 'points.guide.budgets.title',
    steps: [
      'points.guide.budgets.steps.distribute',
      'points.guide.budgets.steps.rules',
      'points.guide.budgets.steps.report',
    ],
    link: { path: adminSectionPath({ segment: 'budgets' }), labelKey: 'points.guide.budgets.open' },
  },
];
