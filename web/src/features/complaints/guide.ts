// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): complaints.
import type { GuideSection } from '@/lib/modules/guide';

import { complaintsPaths } from './paths';

export const guide: readonly GuideSection[] = [
  {
    id: 'complaints',
    module: 'complaints',
    order: 29,
    titleKey: 'complaints.guide.complaints.title',
    introKey: 'complaints.guide.complaints.intro',
    steps: [
      'complaints.guide.complaints.steps.anonymous',
      'complaints.guide.complaints.steps.keep',
      'complaints.guide.complaints.steps.identified',
    ],
    link: { path: complaintsPaths.home, labelKey: 'complaints.guide.complaints.open' },
  },
];
