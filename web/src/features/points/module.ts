// Points: the admin console's budgets section (distribute, allowance rules, extra points,
// transfers, outputs report), its tile of the console's overview (this month's budget used and
// points moved), and the wording of the points_granted notification.
// Its console parts are in console.ts.
import type { ModuleManifest } from '@/lib/modules/manifest';

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  ledgerKinds: {
    distribute: {
      entry: 'points.ledger.distribute.entry',
      total: 'points.ledger.distribute.total',
    },
    base: {
      entry: 'points.ledger.base.entry',
      total: 'points.ledger.base.total',
    },
    allowance: {
      entry: 'points.ledger.allowance.entry',
      total: 'points.ledger.allowance.total',
    },
    extra: {
      entry: 'points.ledger.extra.entry',
      total: 'points.ledger.extra.total',
    },
    transfer: {
      entry: 'points.ledger.transfer.entry',
      total: 'points.ledger.transfer.total',
    },
    expire: {
      entry: 'points.ledger.expire.entry',
      total: 'points.ledger.expire.total',
    },
  },
};
