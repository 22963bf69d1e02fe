// The celebrations module's parts of the admin console: its sections and module switches. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const settings = lazyRoute(
  () => import('./admin/celebration-settings-page'),
  'CelebrationSettingsPage',
);

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'celebrations',
      {
        module: 'anniversaries',
        order: 94,
        segment: 'settings/celebrations',
        group: 'settings',
        labelKey: 'celebrations.nav',
      },
      settings,
    ),
  ],
  switches: [
    {
      flag: 'birthdays',
      name: 'celebrations.modules.birthdays.name',
      description: 'celebrations.modules.birthdays.description',
    },
    {
      flag: 'anniversaries',
      name: 'celebrations.modules.anniversaries.name',
      description: 'celebrations.modules.anniversaries.description',
    },
  ],
};
