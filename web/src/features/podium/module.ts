// The podium: its screen (/podium, with the module flag on) and main-menu entry, and the
// console section for the podium settings and the level list.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/podium-page'), 'PodiumPage');
const settings = lazyRoute(() => import('./admin/podium-admin-page'), 'PodiumAdminPage');
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
  adminSections: [
    adminSection('podium', { module: null, order: 60, labelKey: 'admin.nav.podium' }, settings),
  ],
  switches: [
    {
      flag: 'podium',
      name: 'podium.modules.podium.name',
      description: 'podium.modules.podium.description',
    },
    {
      flag: 'levels',
      name: 'podium.modules.levels.name',
      description: 'podium.modules.levels.description',
    },
  ],
};
