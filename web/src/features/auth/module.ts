// Sign-in: its screens outside the signed-in frame, for visitors without a session too
// (sign-in, sign-out, account activation, the forced password change, password recovery; their
// paths are AUTH_PATHS), and the console's Settings → Sign-in section (which methods the
// organisation allows). Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

export const manifest: ModuleManifest = {
  publicRoutes: [
    {
      path: paths.login,
      page: lazyRoute(() => import('./pages/login-page'), 'LoginPage'),
      startGlossary: true,
    },
    { path: paths.logout, page: lazyRoute(() => import('./pages/logout-page'), 'LogoutPage') },
    {
      path: paths.activate,
      page: lazyRoute(() => import('./pages/activate-page'), 'ActivatePage'),
    },
    {
      path: paths.needsActivation,
      page: lazyRoute(() => import('./pages/needs-activation-page'), 'NeedsActivationPage'),
    },
    {
      path: paths.resetPassword,
      page: lazyRoute(() => import('./pages/reset-password-page'), 'ResetPasswordPage'),
    },
    {
      path: paths.recoverPassword,
      page: lazyRoute(() => import('./pages/recover-password-page'), 'RecoverPasswordPage'),
    },
    {
      path: paths.teamsLink,
      page: lazyRoute(() => import('./pages/teams-link-page'), 'TeamsLinkPage'),
    },
  ],
};
