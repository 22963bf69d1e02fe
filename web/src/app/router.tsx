// The route table. Only screens that exist are mounted; every other path of spec §2 falls to
// the not-found page inside the frame. Every route is a lazy chunk. The modules' screens come
// from their manifests (modules.ts): the ones outside the signed-in frame (sign-in, recovery)
// and the ones inside it; the home composes every module's cards (routes/home-route.tsx); the
// console's sections are mounted with the console's parts (module-routes.tsx).
import { createBrowserRouter, type RouteObject } from 'react-router';

import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { loadWholeGlossary } from '@/i18n/i18n';
import { lazyRoute } from '@/lib/lazy-route';
import { publicRoutePath } from '@/lib/modules/manifest';

import { BrandedLoader } from './branded-loader';
import { loadAuthenticatedLayout } from './load-authenticated-layout';
import { moduleRoutes, mountConsoleSections } from './module-routes';
import { MODULE_ROUTES, PUBLIC_ROUTES } from './modules';
import { RootLayout } from './root-layout';

/** Every screen but the sign-in one uses the whole glossary, which a visitor's cold start on the
 *  sign-in screen has not read yet (see i18n/i18n.ts): the screen's chunk and the rest of the
 *  glossary load together. */
function withWholeGlossary<R>(load: () => Promise<R>): () => Promise<R> {
  return async () => (await Promise.all([load(), loadWholeGlossary()]))[0];
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen themed />,
    hydrateFallbackElement: <BrandedLoader />,
    children: [
      {
        // The theme and toasts: they load with the first screen, not with the entry.
        lazy: lazyRoute(() => import('./ui-shell'), 'UiShell'),
        children: [
          ...PUBLIC_ROUTES.map((route) => ({
            path: publicRoutePath(route),
            lazy: route.startGlossary ? route.page : withWholeGlossary(route.page),
          })),
          {
            lazy: withWholeGlossary(loadAuthenticatedLayout),
            children: [
              {
                errorElement: <RouteErrorScreen />,
                children: [
                  {
                    index: true,
                    lazy: lazyRoute(() => import('./routes/home-route'), 'HomeRoute'),
                  },
                  ...moduleRoutes(MODULE_ROUTES),
                  {
                    path: '*',
                    lazy: lazyRoute(() => import('@/components/not-found'), 'NotFound'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The router's options: the console's sections are mounted when first asked for. */
export const routerOptions = { patchRoutesOnNavigation: mountConsoleSections };

export function createAppRouter() {
  return createBrowserRouter(routes, routerOptions);
}
