// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): people.
import { adminSectionPath } from '@/lib/modules/admin-sections';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'people',
    module: null,
    role: 'admin',
    order: 101,
    titleKey: 'people.guide.people.title',
    steps: ['people.guide.people.steps.add', 'people.guide.people.steps.import'],
    link: { path: adminSectionPath({ segment: 'people' }), labelKey: 'people.guide.people.open' },
  },
];
