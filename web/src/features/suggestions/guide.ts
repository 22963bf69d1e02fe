// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): suggestions.
import { paths } from '@/config/paths';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'suggestions',
    module: ['suggestions', 'ideas'],
    order: 28,
    titleKey: 'suggestions.guide.suggestions.title',
    introKey: 'suggestions.guide.suggestions.intro',
    steps: ['suggestions.guide.suggestions.steps.box', 'suggestions.guide.suggestions.steps.ideas'],
    link: { path: paths.suggestions, labelKey: 'suggestions.guide.suggestions.open' },
  },
];
