// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): communications.
import type { GuideSection } from '@/lib/modules/guide';

import { communicationsPaths } from './paths';

export const guide: readonly GuideSection[] = [
  {
    id: 'communications',
    module: 'communications',
    order: 22,
    titleKey: 'communications.guide.communications.title',
    introKey: 'communications.guide.communications.intro',
    steps: [
      'communications.guide.communications.steps.read',
      'communications.guide.communications.steps.file',
      'communications.guide.communications.steps.channels',
    ],
    link: { path: communicationsPaths.list, labelKey: 'communications.guide.communications.open' },
  },
];
