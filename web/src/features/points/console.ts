// The points module's parts of the admin console: its sections and overview tile. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const budgets = lazyRoute(() => import('./admin/budgets-page'), 'BudgetsPage');

export const consoleParts: ConsoleParts = {
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
};
