// The profile: the caller's own profile (/profile, with the module flag on: points, personal
// data, password, sessions, account deletion) with its main-menu entry, a member's public
// profile (/user?id=), each with the sections other modules add (their profileSections), and the
// console's queue of account deletion requests, and the wording of the deletion_declined
// notification. The top bar's account menu is in frame.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';
import { lazyProfileRoute } from '@/lib/modules/registry';

const deletionRequests = lazyRoute(
  () => import('./admin/deletion-requests-page'),
  'DeletionRequestsPage',
);
const own = lazyProfileRoute(() => import('./pages/profile-routes'), 'MyProfileRoute', 'own');
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
  adminSections: [
    adminSection(
      'deletionRequests',
      { module: null, order: 70, segment: 'deletion-requests' },
      deletionRequests,
    ),
  ],
};
