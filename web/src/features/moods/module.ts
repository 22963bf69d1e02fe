// Moods (module flag `moods`, issue 32, engagement.md §13: MOO-1..MOO-4, MOO-★2): the home's
// check-in card (home.ts), /moods with my history, my team's and my organisation's figures
// (every figure decided by the privacy engine on the server), its main-menu entry, the console's
// section (admin/: cadence, prompt, tags, alerts, care resources) and the notification kinds.
// Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { moodsPaths } from './paths';

const page = lazyRoute(() => import('./pages/moods-page'), 'MoodsPage');
const icon = () => import('@mui/icons-material/SentimentSatisfiedOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [{ path: moodsPaths.page, module: 'moods', page }],
  nav: [
    {
      key: 'moods',
      path: moodsPaths.page,
      labelKey: 'moods.nav',
      icon,
      module: 'moods',
      order: 27.8,
    },
  ],
};
