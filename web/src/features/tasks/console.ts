// The tasks module's parts of the admin console: its sections and module switch. They load with the
// console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/tasks-admin-page'), 'TasksAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('tasks', { module: 'tasks', order: 60, labelKey: 'tasks.admin.nav' }, admin),
  ],
  switches: [
    {
      flag: 'tasks',
      name: 'tasks.modules.tasks.name',
      description: 'tasks.modules.tasks.description',
    },
  ],
};
