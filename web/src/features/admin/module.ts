// The admin console's frame: /admin with the menu of every module's admin sections, and its
// entry in the main navigation (admins only).
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/admin-layout'), 'AdminLayout');
const icon = () => import('@mui/icons-material/AdminPanelSettingsOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.admin, module: null, adminConsole: true, page }],
  nav: [
    {
      key: 'admin',
      path: paths.admin,
      labelKey: 'nav.admin',
      icon,
      module: null,
      role: 'admin',
      order: 90,
    },
  ],
};
