// Communications: the member's screens (/communications and /communications/:id, where the
// communication_received notification leads) with their main-menu entry, the console's section
// (the communications sent, their reports, and the communication groups) and the wording of its
// notification. The home's card is in home.ts, the frame's streamed messages in frame.ts.
// Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { communicationsPaths } from './paths';

const list = lazyRoute(() => import('./pages/communications-page'), 'CommunicationsPage');
const detail = lazyRoute(() => import('./pages/communication-page'), 'CommunicationPage');
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
};
