// The requests module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/requests-admin-page'), 'RequestsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: requestsPaths.admin.
    adminSection(
      'requests',
      { module: 'requests', order: 57.3, labelKey: 'requests.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'requests',
      name: 'requests.modules.requests.name',
      description: 'requests.modules.requests.description',
    },
  ],
};
