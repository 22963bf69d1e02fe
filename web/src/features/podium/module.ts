// The podium: its screen (/podium, with the module flag on) and main-menu entry, and the
// console section for the podium settings and the level list. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/podium-page'), 'PodiumPage');
const icon = () => import('@mui/icons-material/EmojiEventsOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.podium, module: 'podium', page }],
  nav: [
    {
      key: 'podium',
      path: paths.podium,
      labelKey: 'nav.podium',
      icon,
      module: 'podium',
      order: 20,
    },
  ],
};
