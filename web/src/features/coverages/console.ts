// The coverages module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/coverages-admin-page'), 'CoveragesAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: coveragesPaths.admin.
    adminSection(
      'coverages',
      { module: 'coverages', order: 57.36, labelKey: 'coverages.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'coverages',
      name: 'coverages.modules.coverages.name',
      description: 'coverages.modules.coverages.description',
    },
  ],
};
