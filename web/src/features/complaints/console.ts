// The complaints module's parts of the admin console: its sections and module switch. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/complaints-admin-page'), 'ComplaintsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'complaints',
      { module: 'complaints', order: 64, labelKey: 'complaints.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'complaints',
      name: 'complaints.modules.complaints.name',
      description: 'complaints.modules.complaints.description',
    },
  ],
};
