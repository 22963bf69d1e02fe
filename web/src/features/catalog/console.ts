// The catalog module's parts of the admin console: its sections, overview tile and module switch.
// They load with the console, not with the entry (lib/modules/console.ts); the rest of the module
// is module.ts.
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const catalogAdmin = lazyRoute(() => import('./admin/catalog-admin-page'), 'CatalogAdminPage');
const ordersAdmin = lazyRoute(() => import('./admin/orders-admin-page'), 'OrdersAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'catalog',
      { module: 'catalog', order: 56, labelKey: 'catalog.admin.nav' },
      catalogAdmin,
    ),
    adminSection(
      'orders',
      { module: 'catalog', order: 57, labelKey: 'catalog.ordersAdmin.nav' },
      ordersAdmin,
    ),
  ],
  overviewTiles: [
    {
      id: 'orders',
      module: 'catalog',
      order: 40,
      component: lazyComponent(() => import('./admin/orders-overview-tile'), 'OrdersOverviewTile'),
    },
  ],
  switches: [
    {
      flag: 'catalog',
      name: 'catalog.modules.catalog.name',
      description: 'catalog.modules.catalog.description',
    },
  ],
};
