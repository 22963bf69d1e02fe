// This module's sections of the guide (/clip_guide, features/guide; lib/modules/guide.ts): catalog, catalogAdmin.
import { paths } from '@/config/paths';
import { adminSectionPath } from '@/lib/modules/admin-sections';
import type { GuideSection } from '@/lib/modules/guide';

export const guide: readonly GuideSection[] = [
  {
    id: 'catalog',
    module: 'catalog',
    order: 18,
    titleKey: 'catalog.guide.catalog.title',
    introKey: 'catalog.guide.catalog.intro',
    steps: [
      'catalog.guide.catalog.steps.browse',
      'catalog.guide.catalog.steps.cart',
      'catalog.guide.catalog.steps.orders',
      'catalog.guide.catalog.steps.coupons',
    ],
    link: { path: paths.catalog, labelKey: 'catalog.guide.catalog.open' },
  },
  {
    id: 'catalogAdmin',
    module: 'catalog',
    role: 'admin',
    order: 103,
    titleKey: 'catalog.guide.catalogAdmin.title',
    steps: ['catalog.guide.catalogAdmin.steps.products', 'catalog.guide.catalogAdmin.steps.orders'],
    link: {
      path: adminSectionPath({ segment: 'catalog' }),
      labelKey: 'catalog.guide.catalogAdmin.open',
    },
  },
];
