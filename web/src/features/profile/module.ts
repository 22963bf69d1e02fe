// The profile: the main-menu entry of the caller's own profile (points, personal data,
// password, sessions, account deletion) and the console's queue of account deletion requests.
// Both profile screens are composed by the app (app/routes): the own one (/profile, with the
// module flag on) with other modules' settings, the public one of others with the feed.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const deletionRequests = lazyRoute(
  () => import('./admin/deletion-requests-page'),
  'DeletionRequestsPage',
);
const icon = () => import('@mui/icons-material/PersonOutlined');

export const manifest: ModuleManifest = {
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
