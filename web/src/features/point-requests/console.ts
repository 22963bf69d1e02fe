// The point requests module's parts of the admin console: its sections and overview tile. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(
  () => import('./admin/point-requests-admin-page'),
  'PointRequestsAdminPage',
);

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'pointRequests',
      { module: null, order: 45, segment: 'point-requests', labelKey: 'pointRequests.admin.nav' },
      admin,
    ),
  ],
  overviewTiles: [
    {
      id: 'pointRequests',
      module: null,
      order: 30,
      component: lazyComponent(
        () => import('./admin/point-requests-overview-tile'),
        'PointRequestsOverviewTile',
      ),
    },
  ],
};
