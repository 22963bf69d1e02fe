// The psychosocial module's parts of the admin console: its sections. They load with the console,
// not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/psychosocial-admin-page'), 'PsychosocialAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: psychosocialPaths.admin.
    adminSection(
      'psychosocial',
      { module: 'surveys', order: 57.5, labelKey: 'psychosocial.admin.nav' },
      admin,
    ),
  ],
};
