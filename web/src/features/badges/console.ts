// The badges module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const badges = lazyRoute(() => import('./admin/badges-page'), 'BadgesPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('badges', { module: 'badges', order: 30, labelKey: 'admin.nav.badges' }, badges),
  ],
  switches: [
    {
      flag: 'badges',
      name: 'badges.modules.badges.name',
      description: 'badges.modules.badges.description',
    },
  ],
};
