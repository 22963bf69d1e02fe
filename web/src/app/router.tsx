// The route table. Only screens that exist are mounted; every other path of spec §2 falls to
// the not-found page inside the frame. Every route is a lazy chunk.
import { createBrowserRouter, type RouteObject } from 'react-router';

import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { paths } from '@/config/paths';

import { BrandedLoader } from './branded-loader';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <BrandedLoader />,
    children: [
      {
        path: paths.login,
        lazy: lazyRoute(
          () => import('@/features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.logout,
        lazy: lazyRoute(
          () => import('@/features/auth/pages/logout-page'),
          (m) => m.LogoutPage,
        ),
      },
      {
        lazy: lazyRoute(
          () => import('./authenticated-layout'),
          (m) => m.AuthenticatedLayout,
        ),
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              {
                index: true,
                lazy: lazyRoute(
                  () => import('@/features/home/pages/home-page'),
                  (m) => m.HomePage,
                ),
              },
              {
                path: '*',
                lazy: lazyRoute(
                  () => import('@/components/not-found'),
                  (m) => m.NotFound,
                ),
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
