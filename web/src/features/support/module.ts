// Support (module flag `support`; domain.md: a contact form that mails the organisation's support
// address; spec §2's /support): the page with the form and the person's own messages, its
// main-menu entry near the end, the console's section (admin/: the address and the messages
// received) and the module's switch. No home card.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/support-page'), 'SupportPage');
const admin = lazyRoute(() => import('./admin/support-admin-page'), 'SupportAdminPage');
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
  adminSections: [
    // Its segment is its id: supportPaths.admin.
    adminSection('support', { module: 'support', order: 65, labelKey: 'support.admin.nav' }, admin),
  ],
  switches: [
    {
      flag: 'support',
      name: 'support.modules.support.name',
      description: 'support.modules.support.description',
    },
  ],
};
