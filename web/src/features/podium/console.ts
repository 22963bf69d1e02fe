// The podium module's parts of the admin console: its sections and module switches. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const settings = lazyRoute(() => import('./admin/podium-admin-page'), 'PodiumAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('podium', { module: null, order: 60, labelKey: 'admin.nav.podium' }, settings),
  ],
  switches: [
    {
      flag: 'podium',
      name: 'podium.modules.podium.name',
      description: 'podium.modules.podium.description',
    },
    {
      flag: 'levels',
      name: 'podium.modules.levels.name',
      description: 'podium.modules.levels.description',
    },
  ],
};
