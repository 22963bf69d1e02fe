// The programs module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/programs-admin-page'), 'ProgramsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'programs',
      // Its segment is its id: programsPaths.admin.
      { module: 'programs', order: 61, labelKey: 'programs.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'programs',
      name: 'programs.modules.programs.name',
      description: 'programs.modules.programs.description',
    },
  ],
};
