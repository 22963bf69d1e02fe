// Birthdays and work anniversaries: the console's Settings → Celebraciones, the points each
// anniversary awards (while the anniversaries module is on), and the wording of their
// notifications. The home's card is in home.ts. Its console parts are in console.ts.
import type { ModuleManifest } from '@/lib/modules/manifest';

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  ledgerKinds: {
    anniversary: {
      entry: 'celebrations.ledger.anniversary.entry',
      total: 'celebrations.ledger.anniversary.total',
    },
  },
};
