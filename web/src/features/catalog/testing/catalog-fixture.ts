// The rewards catalog as the server sends it, for this feature's tests: the demo products (Taza
// Aplauso, Día libre, Entrada de cine), carts, orders (and prizes an admin gave), providers and
// coupon pools, and the organisation's settings with what a point is worth.
import type { OrgSettings } from '@/api/types';
import type { FakeReply } from '@/testing/fake-api';

import type { Cart, CartLine } from '../api/cart';
import type { CouponPool } from '../api/coupon-pools';
import type { MyCoupon, Order, OrderItem } from '../api/orders';
import type { Product } from '../api/products';
import type { Provider } from '../api/providers';

export const ana = {
  id: 3,
  full_name: 'Ana Torres',
  first_name: 'Ana',
  last_name: 'Torres',
  profile_photo_url: null,
};

/** The admin who gives products as prizes. */
export const laura = {
  id: 1,
  full_name: 'Laura Gómez',
  first_name: 'Laura',
  last_name: 'Gómez',
  profile_photo_url: null,
};

export const categories = [
  { id: 1, name: 'Experiencias', icon: null, active: true },
  { id: 2, name: 'Tecnología', icon: null, active: true },
  { id: 3, name: 'Bienestar', icon: null, active: true },
  { id: 4, name: 'Tarjetas de regalo', icon: null, active: true },
];

export function makeProduct(change: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Taza Aplauso',
    name_en: 'Aplauso mug',
    description: 'Una taza de cerámica con el logo.',
    points: 150,
    stock: 25,
    available: true,
    category: categories[2]!,
    provider_id: null,
    country: null,
    type: 'physical',
    department_ids: [],
    active: true,
    featured: false,
    send_users: false,
    images: [],
    coupons_left: null,
    created_at: new Date(2026, 2, 1).getTime(),
    ...change,
  };
}

export const mug = makeProduct();
export const dayOff = makeProduct({
  id: 2,
  name: 'Día libre',
  name_en: 'Day off',
  description: 'Un día libre para ti.',
  points: 2000,
  stock: null,
  category: categories[0]!,
  type: 'experience',
  featured: true,
});
export const cinema = makeProduct({
  id: 3,
  name: 'Entrada de cine',
  name_en: 'Cinema ticket',
  description: 'Una entrada para cualquier función.',
  points: 300,
  stock: 5,
  category: categories[3]!,
  type: 'coupon',
  featured: true,
  coupons_left: 5,
});

export function makeLine(product: Product, quantity = 1): CartLine {
  return { product, quantity, subtotal: product.points * quantity };
}

/** A cart of these lines for a member with `balance` points to redeem. */
export function makeCart(items: CartLine[] = [], balance = 500): Cart {
  const total = items.reduce((sum, line) => sum + line.subtotal, 0);
  return { items, total, balance, missing: Math.max(0, total - balance) };
}

export function makeItem(change: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 41,
    product_id: mug.id,
    name: 'Taza Aplauso',
    type: 'physical',
    points: 150,
    quantity: 1,
    status: 'pending',
    reason: null,
    codes: [],
    status_at: new Date(2026, 2, 6, 10, 0).getTime(),
    ...change,
  };
}

export function makeOrder(change: Partial<Order> = {}): Order {
  const items = change.items ?? [makeItem()];
  return {
    id: 12,
    buyer: ana,
    total: items.reduce((sum, item) => sum + item.points * item.quantity, 0),
    gift: null,
    items,
    created_at: new Date(2026, 2, 6, 9, 30).getTime(),
    ...change,
  };
}

/** An order Laura gave as a prize, with her note: the organisation paid, the total is 0. */
export function makeGiftOrder(note: string | null, change: Partial<Order> = {}): Order {
  return makeOrder({ total: 0, gift: { by: laura, note }, ...change });
}

export function makeCoupon(change: Partial<MyCoupon> = {}): MyCoupon {
  return {
    code: 'CINE-7Q2X-91',
    product_id: cinema.id,
    name: 'Entrada de cine',
    order_id: 13,
    delivered_at: new Date(2026, 2, 7, 12, 0).getTime(),
    ...change,
  };
}

export function makeProvider(change: Partial<Provider> = {}): Provider {
  return {
    id: 5,
    name: 'Cerámicas del Valle',
    contact_name: 'Rosa Díaz',
    contact_email: 'rosa@ceramicas.example',
    phone: '+57 300 000 0000',
    active: true,
    products_count: 2,
    ...change,
  };
}

export function makePool(change: Partial<CouponPool> = {}): CouponPool {
  return { product_id: cinema.id, name: 'Entrada de cine', total: 5, left: 3, ...change };
}

/** GET /org/settings of an organisation whose points are worth `pointValue` (null: nothing); the
 *  catalog reads nothing else of it, so the branding is left out. */
export function makeSettings(
  pointValue: OrgSettings['point_value'] = null,
): Omit<OrgSettings, 'branding'> {
  return {
    languages: ['es', 'en'],
    default_language: 'es',
    timezone: 'America/Bogota',
    point_value: pointValue,
  };
}

/** A list call's answer: one page of `items`. */
export function page<T>(
  items: T[],
  meta: Partial<{ page: number; perPage: number; total: number; hasMore: boolean }> = {},
): FakeReply {
  return {
    status: 200,
    body: {
      success: true,
      data: items,
      meta: { page: 1, perPage: 24, total: items.length, hasMore: false, ...meta },
    },
  };
}
