// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): values.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'values',
    module: 'corporate_values',
    order: 14,
    titleKey: 'values.guide.values.title',
    steps: [
      'values.guide.values.steps.read',
      'values.guide.values.steps.recognise',
      'values.guide.values.steps.privacy',
    ],
    link: { path: paths.corporateValues, labelKey: 'values.guide.values.open' },
  },
];
