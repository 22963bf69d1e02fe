// The events module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/events-admin-page'), 'EventsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('events', { module: 'events', order: 62, labelKey: 'events.admin.nav' }, admin),
  ],
  switches: [
    {
      flag: 'events',
      name: 'events.modules.events.name',
      description: 'events.modules.events.description',
    },
  ],
};
