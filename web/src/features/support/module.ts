// Support (module flag `support`; domain.md: a contact form that mails the organisation's support
// address; spec §2's /support): the page with the form and the person's own messages, its
// main-menu entry near the end, the console's section (admin/: the address and the messages
// received) and the module's switch. No home card. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/support-page'), 'SupportPage');
const icon = () => import('@mui/icons-material/SupportAgentOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.support, module: 'support', page }],
  nav: [
    {
      key: 'support',
      path: paths.support,
      labelKey: 'support.nav',
      icon,
      module: 'support',
      order: 85,
    },
  ],
};
