// The admin console's sections under /admin (see features/admin/admin-sections.ts). Each is a
// lazy chunk; the Public API key screen lives in its own feature and is mounted here.
import type { RouteObject } from 'react-router';

import { adminSection, type AdminSectionId } from '@/features/admin/admin-sections';

import { lazyRoute } from './lazy-route';

function section(id: AdminSectionId, lazy: RouteObject['lazy']): RouteObject {
  return { path: adminSection(id).segment, lazy };
}

export const adminRoutes: RouteObject[] = [
  section(
    'types',
    lazyRoute(
      () => import('@/features/admin/sections/types/types-page'),
      (m) => m.TypesPage,
    ),
  ),
  section(
    'values',
    lazyRoute(
      () => import('@/features/admin/sections/values/values-page'),
      (m) => m.ValuesPage,
    ),
  ),
  section(
    'badges',
    lazyRoute(
      () => import('@/features/admin/sections/badges/badges-page'),
      (m) => m.BadgesPage,
    ),
  ),
  section(
    'budgets',
    lazyRoute(
      () => import('@/features/admin/sections/budgets/budgets-page'),
      (m) => m.BudgetsPage,
    ),
  ),
  section(
    'recognitions',
    lazyRoute(
      () => import('@/features/admin/sections/recognitions/recognitions-page'),
      (m) => m.RecognitionsPage,
    ),
  ),
  section(
    'podium',
    lazyRoute(
      () => import('@/features/admin/sections/podium/podium-page'),
      (m) => m.PodiumPage,
    ),
  ),
  section(
    'publicApi',
    lazyRoute(
      () => import('@/features/api-keys/pages/api-keys-page'),
      (m) => m.ApiKeysPage,
    ),
  ),
];
