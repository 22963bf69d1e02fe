// The goals module's parts of the admin console: its sections and module switch. They load with the
// console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/goals-admin-page'), 'GoalsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('goals', { module: 'goals', order: 59, labelKey: 'goals.admin.nav' }, admin),
  ],
  switches: [
    {
      flag: 'goals',
      name: 'goals.modules.goals.name',
      description: 'goals.modules.goals.description',
    },
  ],
};
