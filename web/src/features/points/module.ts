// Points: the admin console's budgets section (distribute, allowance rules, extra points,
// transfers, outputs report), its tile of the console's overview (this month's budget used and
// points moved), and the wording of the points_granted notification.
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const budgets = lazyRoute(() => import('./admin/budgets-page'), 'BudgetsPage');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  adminSections: [
    adminSection('budgets', { module: null, order: 40, labelKey: 'admin.nav.budgets' }, budgets),
  ],
  overviewTiles: [
    {
      id: 'points',
      module: null,
      order: 20,
      component: lazyComponent(() => import('./admin/points-overview-tile'), 'PointsOverviewTile'),
    },
  ],
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
