// The profile: the caller's own profile (/profile, with the module flag on: points, personal
// data, password, sessions, account deletion) and its main-menu entry; the console's queue of
// account deletion requests. The public profile of others is composed by the app with the feed
// (app/routes).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/my-profile-page'), 'MyProfilePage');
const deletionRequests = lazyRoute(
  () => import('./admin/deletion-requests-page'),
  'DeletionRequestsPage',
);
const icon = () => import('@mui/icons-material/PersonOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: 'profile', module: 'profile', page }],
  nav: [
    {
      key: 'profile',
      path: 'profile',
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
