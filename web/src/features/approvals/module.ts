// Approvals ("Pendientes de aprobar", issue 31, engagement.md §0.4): the one inbox of what waits
// for the caller's decision, whatever module it comes from (point requests, program evidence),
// at /approvals with its main-menu entry for leaders and admins, and the home's card (home.ts)
// for anyone with something to decide. No module flag: the inbox shows the kinds whose module is
// on, and point requests always are.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { approvalsPaths } from './paths';

const inbox = lazyRoute(() => import('./pages/approvals-page'), 'ApprovalsPage');
const icon = () => import('@mui/icons-material/InboxOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: approvalsPaths.inbox, module: null, page: inbox }],
  nav: [
    {
      key: 'approvals',
      path: approvalsPaths.inbox,
      labelKey: 'approvals.nav',
      icon,
      module: null,
      role: ['leader', 'admin'],
      order: 28.5,
    },
  ],
  // A decision taken anywhere (here, a program's page, another approver) reads the inbox again:
  // its key root is api/query-keys.ts's (a manifest imports nothing statically).
  liveHints: [{ name: `approvals.changed`, invalidate: [['approvals']] }],
};
