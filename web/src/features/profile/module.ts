// The profile: the caller's own profile (with the module flag on) in three parts: the wall
// (/profile: level, counts, badges, recognitions), the wallet (/profile/wallet: balances,
// history, point requests) and the settings (/profile/settings: photo and background, personal
// data, notifications, password, sessions, account deletion), with its main-menu entry, a member's public
// profile (/user?id=), each with the sections other modules add (their profileSections), and the
// console's queue of account deletion requests, and the wording of the deletion_declined
// notification. The top bar's account menu is in frame.ts. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import type { ModuleManifest } from '@/lib/modules/manifest';
import { lazyProfileRoute } from '@/lib/modules/registry';

import { profilePaths } from './paths';

// The wall lists the person's recognitions (the public profile's places); the wallet and the
// settings hold the own profile's places.
const own = lazyProfileRoute(() => import('./pages/profile-routes'), 'MyProfileRoute', 'public');
const wallet = lazyProfileRoute(() => import('./pages/profile-routes'), 'MyWalletRoute', 'own');
const settings = lazyProfileRoute(() => import('./pages/profile-routes'), 'MySettingsRoute', 'own');
const others = lazyProfileRoute(
  () => import('./pages/profile-routes'),
  'PublicProfileRoute',
  'public',
);
const icon = () => import('@mui/icons-material/PersonOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.profile, module: 'profile', page: own },
    { path: profilePaths.wallet, module: 'profile', page: wallet },
    { path: paths.profileSettings, module: 'profile', page: settings },
    { path: paths.user, module: null, page: others },
  ],
  nav: [
    {
      key: 'profile',
      path: paths.profile,
      labelKey: 'nav.profile',
      icon,
      module: 'profile',
      order: 30,
    },
  ],
};
