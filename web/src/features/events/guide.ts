// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): events.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'events',
    module: 'events',
    order: 27.5,
    titleKey: 'events.guide.events.title',
    introKey: 'events.guide.events.intro',
    steps: [
      'events.guide.events.steps.rsvp',
      'events.guide.events.steps.calendar',
      'events.guide.events.steps.pass',
    ],
    link: { path: paths.events, labelKey: 'events.guide.events.open' },
  },
];
