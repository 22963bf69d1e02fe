// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): recognition, points.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'recognition',
    module: 'recognitions',
    order: 10,
    titleKey: 'recognition.guide.recognition.title',
    introKey: 'recognition.guide.recognition.intro',
    steps: [
      'recognition.guide.recognition.steps.open',
      'recognition.guide.recognition.steps.people',
      'recognition.guide.recognition.steps.type',
      'recognition.guide.recognition.steps.message',
      'recognition.guide.recognition.steps.send',
    ],
    link: { path: paths.home, labelKey: 'recognition.guide.recognition.open' },
  },
  {
    id: 'points',
    module: 'recognitions',
    order: 11,
    titleKey: 'recognition.guide.points.title',
    introKey: 'recognition.guide.points.intro',
    steps: [
      'recognition.guide.points.steps.give',
      'recognition.guide.points.steps.redeem',
      'recognition.guide.points.steps.total',
    ],
  },
];
