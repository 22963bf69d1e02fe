// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): branding, modules.
import { adminSectionPath } from '@/lib/modules/admin-sections';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'branding',
    module: null,
    role: 'admin',
    order: 104,
    titleKey: 'orgSettings.guide.branding.title',
    steps: ['orgSettings.guide.branding.steps.colours', 'orgSettings.guide.branding.steps.general'],
    link: {
      path: adminSectionPath({ segment: 'settings/branding' }),
      labelKey: 'orgSettings.guide.branding.open',
    },
  },
  {
    id: 'modules',
    module: null,
    role: 'admin',
    order: 105,
    titleKey: 'orgSettings.guide.modules.title',
    steps: ['orgSettings.guide.modules.steps.switch', 'orgSettings.guide.modules.steps.guide'],
    link: {
      path: adminSectionPath({ segment: 'settings/modules' }),
      labelKey: 'orgSettings.guide.modules.open',
    },
  },
];
