// The route table. Only screens that exist are mounted; every other path of spec §2 falls to
// the not-found page inside the frame. Every route is a lazy chunk. The modules' own screens
// come from their manifests (modules.ts); the routes here compose several features.
import { createBrowserRouter, type RouteObject } from 'react-router';

import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { paths } from '@/config/paths';
import { loadWholeGlossary } from '@/i18n/i18n';
import { lazyRoute } from '@/lib/lazy-route';

import { BrandedLoader } from './branded-loader';
import { loadAuthenticatedLayout } from './load-authenticated-layout';
import { moduleRoutes } from './module-routes';
import { ADMIN_SECTIONS, MODULE_ROUTES } from './modules';
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
          {
            path: paths.login,
            lazy: lazyRoute(() => import('@/features/auth/pages/login-page'), 'LoginPage'),
          },
          {
            path: paths.logout,
            lazy: withWholeGlossary(
              lazyRoute(() => import('@/features/auth/pages/logout-page'), 'LogoutPage'),
            ),
          },
          {
            path: paths.activate,
            lazy: withWholeGlossary(
              lazyRoute(() => import('@/features/auth/pages/activate-page'), 'ActivatePage'),
            ),
          },
          {
            path: paths.needsActivation,
            lazy: withWholeGlossary(
              lazyRoute(
                () => import('@/features/auth/pages/needs-activation-page'),
                'NeedsActivationPage',
              ),
            ),
          },
          {
            path: paths.resetPassword,
            lazy: withWholeGlossary(
              lazyRoute(
                () => import('@/features/auth/pages/reset-password-page'),
                'ResetPasswordPage',
              ),
            ),
          },
          {
            path: paths.recoverPassword,
            lazy: withWholeGlossary(
              lazyRoute(
                () => import('@/features/auth/pages/recover-password-page'),
                'RecoverPasswordPage',
              ),
            ),
          },
          {
            path: paths.teamsLink,
            lazy: withWholeGlossary(
              lazyRoute(() => import('@/features/auth/pages/teams-link-page'), 'TeamsLinkPage'),
            ),
          },
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
                  {
                    path: paths.profile,
                    lazy: lazyRoute(() => import('./routes/my-profile-route'), 'MyProfileRoute'),
                  },
                  {
                    path: paths.user,
                    lazy: lazyRoute(
                      () => import('./routes/public-profile-route'),
                      'PublicProfileRoute',
                    ),
                  },
                  ...moduleRoutes(MODULE_ROUTES, ADMIN_SECTIONS),
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
