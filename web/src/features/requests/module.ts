// Requests ("Solicitudes", module flag `requests`, spec solicitudId, engagement.md §11 BEN-4,
// api/modules/requests.yaml): the person's page (/requests: "Mis solicitudes", "Nueva solicitud"
// with the type's form, "Por revisar" for approvers) and one request (/requests/:requestId: the
// chain as a stepper, the answers, the timeline with comments, cancelling, approving and
// rejecting), their main-menu entry beside the benefits, the console's section "Solicitudes"
// (admin/: the types with their chain and form editors, every request), the approvals inbox's
// kind, the notification kinds and the module's switch. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const list = lazyRoute(() => import('./pages/requests-page'), 'RequestsPage');
const one = lazyRoute(() => import('./pages/request-page'), 'RequestPage');
const icon = () => import('@mui/icons-material/AssignmentOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.requests, module: 'requests', page: list },
    { path: paths.requests, param: 'requestId', module: 'requests', page: one },
  ],
  nav: [
    {
      key: 'requests',
      path: paths.requests,
      labelKey: 'requests.nav',
      icon,
      module: 'requests',
      order: 18.7,
    },
  ],
  approvalKinds: { request: { labelKey: 'requests.approvalKind', order: 45 } },
};
