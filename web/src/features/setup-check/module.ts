// The set-up page (/testing, spec §2; ADR 0080): admins try the organisation's set-up safely —
// a trial mail to themselves and its delivery, a trial WhatsApp message, the directory
// connection, the sign-in methods, the brand and the modules on — from one screen, with its
// entry in the admins' menu. The page names the modules on by their switches, which load with
// the console's parts (lib/modules/console.ts).
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import { withConsoleParts } from '@/lib/modules/console';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = withConsoleParts(
  lazyRoute(() => import('./pages/setup-check-page'), 'SetupCheckPage'),
);
const icon = () => import('@mui/icons-material/FactCheckOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.testing, module: null, page }],
  nav: [
    {
      key: 'setupCheck',
      path: paths.testing,
      labelKey: 'setupCheck.nav',
      icon,
      module: null,
      role: 'admin',
      order: 90.5,
    },
  ],
};
