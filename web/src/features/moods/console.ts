// The moods module's parts of the admin console: its sections and module switch. They load with the
// console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/moods-admin-page'), 'MoodsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: moodsPaths.admin.
    adminSection('moods', { module: 'moods', order: 62.5, labelKey: 'moods.admin.nav' }, admin),
  ],
  switches: [
    {
      flag: 'moods',
      name: 'moods.modules.moods.name',
      description: 'moods.modules.moods.description',
    },
  ],
};
