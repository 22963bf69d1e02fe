// Route objects of the modules' manifests: each page a lazy chunk, behind its module flag, and
// the admin console with every module's sections below it.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { withRetry } from '@/api/retry';
import type { AdminConsoleHandle } from '@/lib/modules/admin-sections';
import {
  routePath,
  type AdminSection,
  type LazyPage,
  type ModuleRoute,
} from '@/lib/modules/manifest';

function gated(route: ModuleRoute): LazyPage {
  const { module } = route;
  if (module === null) return route.page;
  return async () => {
    const [{ Component: Page }, { ModuleGate }] = await Promise.all([
      route.page(),
      withRetry(() => import('./routes/module-gate'), { shouldRetry: () => true }),
    ]);
    const Gated: ComponentType = () => (
      <ModuleGate module={module}>
        <Page />
      </ModuleGate>
    );
    return { Component: Gated };
  };
}

export function moduleRoutes(
  routes: readonly ModuleRoute[],
  adminSections: readonly AdminSection[],
): RouteObject[] {
  return routes.map((route) => {
    const object: RouteObject = { path: routePath(route), lazy: gated(route) };
    if (!route.adminConsole) return object;
    const handle: AdminConsoleHandle = { adminSections };
    return {
      ...object,
      handle,
      children: adminSections.map((section) => ({ path: section.segment, lazy: section.page })),
    };
  });
}
