// The surveys module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/surveys-admin-page'), 'SurveysAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('surveys', { module: 'surveys', order: 57, labelKey: 'surveys.admin.nav' }, admin),
  ],
  switches: [
    {
      flag: 'surveys',
      name: 'surveys.modules.surveys.name',
      description: 'surveys.modules.surveys.description',
    },
  ],
};
