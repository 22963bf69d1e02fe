// The evaluations module's parts of the admin console: its sections and module switch. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/evaluations-admin-page'), 'EvaluationsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'evaluations',
      { module: 'evaluations', order: 61, labelKey: 'evaluations.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'evaluations',
      name: 'evaluations.modules.evaluations.name',
      description: 'evaluations.modules.evaluations.description',
    },
  ],
};
