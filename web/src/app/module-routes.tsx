// Route objects of the modules' manifests: each page a lazy chunk, behind its module flag, and
// the admin console, whose route loads every module's console parts (console.ts) with its page
// and mounts their sections below it when a path below the console is first asked for.
import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

import { withRetry } from '@/api/retry';
import { paths } from '@/config/paths';
import { adminSections, loadConsoleParts, withConsoleParts } from '@/lib/modules/console';
import { routePath, type LazyPage, type ModuleRoute } from '@/lib/modules/manifest';

/** The admin console's route, whose children the sections become. */
const CONSOLE_ROUTE_ID = 'admin-console';

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

export function moduleRoutes(routes: readonly ModuleRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const path = routePath(route);
    if (!route.adminConsole) return { path, lazy: gated(route) };
    return { id: CONSOLE_ROUTE_ID, path, lazy: withConsoleParts(gated(route)) };
  });
}

/** The router's `patchRoutesOnNavigation`: a path below the console that no route matches yet
 *  (the sections are not mounted until the console's parts have loaded) loads them and mounts
 *  every section as a child of the console's route. The router asks again for paths that match
 *  only a splat or a parameter; sections already mounted are not added twice. */
export const mountConsoleSections: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!path.startsWith(`${paths.admin}/`)) return;
  await loadConsoleParts();
  patch(
    CONSOLE_ROUTE_ID,
    adminSections().map((section) => ({ path: section.segment, lazy: section.page })),
  );
};
