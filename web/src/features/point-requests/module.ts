// Point requests: the leaders' screen to decide them (/point-requests/review) with its
// main-menu entry (leaders and admins), the console's section with the same list and its tile
// of the console's overview (how many wait for a decision), the member's side (the form and
// their history) as a section of "Mi perfil" after the points history, and the wording of its
// notification. No module flag: points are always on. Its console parts are in console.ts.
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { pointRequestsPaths } from './paths';

const review = lazyRoute(
  () => import('./pages/point-requests-review-page'),
  'PointRequestsReviewPage',
);
const icon = () => import('@mui/icons-material/FactCheckOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  approvalKinds: { point_request: { labelKey: 'pointRequests.approvalKind', order: 10 } },
  routes: [{ path: pointRequestsPaths.review, module: null, page: review }],
  nav: [
    {
      key: 'pointRequests',
      path: pointRequestsPaths.review,
      labelKey: 'pointRequests.nav',
      icon,
      module: null,
      role: ['leader', 'admin'],
      order: 28,
    },
  ],
  profileSections: [
    {
      id: 'pointRequests',
      place: 'own.afterPoints',
      module: null,
      order: 10,
      component: lazyComponent(
        () => import('./components/point-requests-section'),
        'PointRequestsSection',
      ),
    },
  ],
  ledgerKinds: {
    point_request: {
      entry: 'pointRequests.ledger.point_request.entry',
      total: 'pointRequests.ledger.point_request.total',
    },
  },
};
