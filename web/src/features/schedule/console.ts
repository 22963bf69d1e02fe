// The schedule module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/schedules-admin-page'), 'SchedulesAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: schedulePaths.admin.
    adminSection(
      'schedule',
      { module: 'schedule', order: 57.44, labelKey: 'schedule.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'schedule',
      name: 'schedule.modules.schedule.name',
      description: 'schedule.modules.schedule.description',
    },
  ],
};
