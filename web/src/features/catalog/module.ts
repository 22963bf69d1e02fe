// The rewards catalog: the member's screens (the catalog and a product, the cart, their orders —
// also under /profile/order — one order, where the order_status notification leads, and their
// coupon codes) with their main-menu entry, the console's sections (the catalog: products,
// providers, coupon pools; and the orders), the orders to fulfil as a tile of the console's
// overview, and the wording of its notifications. The home's card of featured products is in
// home.ts. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const catalog = lazyRoute(() => import('./pages/catalog-page'), 'CatalogPage');
const product = lazyRoute(() => import('./pages/product-page'), 'ProductPage');
const cart = lazyRoute(() => import('./pages/cart-page'), 'CartPage');
const orders = lazyRoute(() => import('./pages/orders-page'), 'OrdersPage');
const order = lazyRoute(() => import('./pages/order-page'), 'OrderPage');
const coupons = lazyRoute(() => import('./pages/coupons-page'), 'CouponsPage');
const icon = () => import('@mui/icons-material/StorefrontOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.catalog, module: 'catalog', page: catalog },
    { path: paths.catalog, param: 'id', module: 'catalog', page: product },
    { path: paths.cart, module: 'catalog', page: cart },
    { path: paths.orders, module: 'catalog', page: orders },
    { path: paths.orders, param: 'id', module: 'catalog', page: order },
    { path: paths.profileOrder, module: 'catalog', page: orders },
    { path: paths.coupons, module: 'catalog', page: coupons },
  ],
  nav: [
    {
      key: 'catalog',
      path: paths.catalog,
      labelKey: 'catalog.nav',
      icon,
      module: 'catalog',
      order: 18,
    },
  ],
};
