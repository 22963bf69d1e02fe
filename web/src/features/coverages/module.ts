// Coverages (module flag `coverages`, engagement.md §11 BEN-6, api/modules/coverages.yaml): the
// person's page (/coverages: the insurance policies that cover them with their coverage table,
// claim instructions, contact and documents, and their dependants, each change waiting for HR),
// its main-menu entry after telemedicine, the console's section "Coberturas" (admin/: the
// policies, the editor with the coverage table, audience and documents, and a policy's
// dependants with their CSV), the approvals inbox's kind, the notification kinds and the
// module's switch. Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { coveragesPaths } from './paths';

const page = lazyRoute(() => import('./pages/coverages-page'), 'CoveragesPage');
const icon = () => import('@mui/icons-material/HealthAndSafetyOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [{ path: coveragesPaths.page, module: 'coverages', page }],
  nav: [
    {
      key: 'coverages',
      path: coveragesPaths.page,
      labelKey: 'coverages.nav',
      icon,
      module: 'coverages',
      order: 18.85,
    },
  ],
  approvalKinds: { coverage_dependant: { labelKey: 'coverages.approvalKind', order: 47 } },
};
