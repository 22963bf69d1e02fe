// The support module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/support-admin-page'), 'SupportAdminPage');

export const consoleParts: ConsoleParts = {
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
