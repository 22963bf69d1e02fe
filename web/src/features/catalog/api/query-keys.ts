// The rewards catalog's own cache keys beyond spec §7's (api/query-keys.ts): the member's orders
// and coupon codes, and the admins' providers. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  orders: ['orders'],
  coupons: ['coupons'],
  providers: ['providers'],
  wishlist: ['wishlist'],
} as const;
