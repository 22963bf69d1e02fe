// The guide's own section: finding one's way around (the home, the menu, this guide).
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'start',
    module: null,
    order: 0,
    titleKey: 'guide.start.title',
    introKey: 'guide.start.intro',
    steps: ['guide.start.steps.home', 'guide.start.steps.menu', 'guide.start.steps.back'],
    link: { path: paths.home, labelKey: 'guide.start.open' },
  },
];
