// Birthdays and work anniversaries: the console's Settings → Celebraciones, the points each
// anniversary awards (while the anniversaries module is on), and the wording of their
// notifications. The home's card is in home.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const settings = lazyRoute(
  () => import('./admin/celebration-settings-page'),
  'CelebrationSettingsPage',
);

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
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
  ledgerKinds: {
    anniversary: {
      entry: 'celebrations.ledger.anniversary.entry',
      total: 'celebrations.ledger.anniversary.total',
    },
  },
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
