// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): notifications.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'notifications',
    module: 'notifications',
    order: 30,
    titleKey: 'notifications.guide.notifications.title',
    introKey: 'notifications.guide.notifications.intro',
    steps: [
      'notifications.guide.notifications.steps.list',
      'notifications.guide.notifications.steps.settings',
      'notifications.guide.notifications.steps.whatsapp',
    ],
    link: { path: paths.notifications, labelKey: 'notifications.guide.notifications.open' },
  },
];
