// The route table. Only screens that exist are mounted; every other path of spec §2 falls to
// the not-found page inside the frame. Every route is a lazy chunk.
import { createBrowserRouter, type RouteObject } from 'react-router';

import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { paths } from '@/config/paths';

import { adminRoutes } from './admin-routes';
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
                  () => import('./routes/home-route'),
                  (m) => m.HomeRoute,
                ),
              },
              {
                path: paths.podium,
                lazy: lazyRoute(
                  () => import('./routes/podium-route'),
                  (m) => m.PodiumRoute,
                ),
              },
              {
                path: paths.profile,
                lazy: lazyRoute(
                  () => import('./routes/my-profile-route'),
                  (m) => m.MyProfileRoute,
                ),
              },
              {
                path: paths.user,
                lazy: lazyRoute(
                  () => import('./routes/public-profile-route'),
                  (m) => m.PublicProfileRoute,
                ),
              },
              {
                path: paths.admin,
                lazy: lazyRoute(
                  () => import('@/features/admin/pages/admin-layout'),
                  (m) => m.AdminLayout,
                ),
                children: adminRoutes,
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
