// Communications: the member's screens (/communications and /communications/:id, where the
// communication_received notification leads) with their main-menu entry, the console's section
// (the communications sent, their reports, and the communication groups) and the wording of its
// notification. The home's card is in home.ts, the frame's streamed messages in frame.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

import { communicationsPaths } from './paths';

const list = lazyRoute(() => import('./pages/communications-page'), 'CommunicationsPage');
const detail = lazyRoute(() => import('./pages/communication-page'), 'CommunicationPage');
const admin = lazyRoute(
  () => import('./admin/communications-admin-page'),
  'CommunicationsAdminPage',
);
const icon = () => import('@mui/icons-material/CampaignOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: communicationsPaths.list, module: 'communications', page: list },
    { path: communicationsPaths.list, param: 'id', module: 'communications', page: detail },
  ],
  nav: [
    {
      key: 'communications',
      path: communicationsPaths.list,
      labelKey: 'communications.nav',
      icon,
      module: 'communications',
      order: 22,
    },
  ],
  adminSections: [
    adminSection(
      'communications',
      { module: 'communications', order: 55, labelKey: 'communications.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'communications',
      name: 'communications.modules.communications.name',
      description: 'communications.modules.communications.description',
    },
    {
      flag: 'messaging_app',
      name: 'communications.modules.messaging_app.name',
      description: 'communications.modules.messaging_app.description',
    },
  ],
};
