// The communications module's parts of the admin console: its sections and module switches. They
// load with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(
  () => import('./admin/communications-admin-page'),
  'CommunicationsAdminPage',
);

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'communications',
      { module: 'communications', order: 55, labelKey: 'communications.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'communications',
      name: 'communications.modules.communications.name',
      description: 'communications.modules.communications.description',
    },
    {
      flag: 'messaging_app',
      name: 'communications.modules.messaging_app.name',
      description: 'communications.modules.messaging_app.description',
    },
  ],
};
