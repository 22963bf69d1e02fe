// The workplace module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/workplace-admin-page'), 'WorkplaceAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: workplacePaths.admin.
    adminSection(
      'workplace',
      { module: 'workplace', order: 57.42, labelKey: 'workplace.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'workplace',
      name: 'workplace.modules.workplace.name',
      description: 'workplace.modules.workplace.description',
    },
  ],
};
