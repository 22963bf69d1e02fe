// The complaints channel (module flag `complaints`, issue 32, engagement.md §9): the public
// page for anyone, signed in or not (/complaints/anonymous: report, and follow a case with its
// receipt and passphrase), the signed-in entry with its main-menu item (/complaints: how to
// report, and for the committee the cases and the statistics), one case (/complaints/cases/:id),
// the console's section (admin/: committee, jurisdiction profile, the semestral notice and its
// past notices), and the notification kinds. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { complaintsPaths } from './paths';

const anonymous = lazyRoute(() => import('./pages/anonymous-page'), 'AnonymousPage');
const home = lazyRoute(() => import('./pages/complaints-page'), 'ComplaintsPage');
const one = lazyRoute(() => import('./pages/case-page'), 'CasePage');
const icon = () => import('@mui/icons-material/ShieldOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  publicRoutes: [{ path: paths.anonymousReport, page: anonymous }],
  routes: [
    { path: complaintsPaths.home, module: 'complaints', page: home },
    { path: complaintsPaths.cases, param: 'caseId', module: 'complaints', page: one },
  ],
  nav: [
    {
      key: 'complaints',
      path: complaintsPaths.home,
      labelKey: 'complaints.nav',
      icon,
      module: 'complaints',
      order: 29,
    },
  ],
};
