// The telemedicine module's parts of the admin console: its sections and module switch. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/telemedicine-admin-page'), 'TelemedicineAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: telemedicinePaths.admin.
    adminSection(
      'telemedicine',
      { module: 'telemedicine', order: 57.35, labelKey: 'telemedicine.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'telemedicine',
      name: 'telemedicine.modules.telemedicine.name',
      description: 'telemedicine.modules.telemedicine.description',
    },
  ],
};
