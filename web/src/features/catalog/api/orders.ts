// The member's side of orders: their orders, newest first and page by page, one order (where the
// order_status notification leads), and their coupon codes.
import { infiniteQueryOptions } from '@tanstack/react-query';

import { getData, getPage, type RequestOptions } from '@/api/client';
import { hasMorePages } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type Order = Schemas['Order'];
export type OrderItem = Schemas['OrderItem'];
export type OrderItemStatus = Schemas['OrderItemStatus'];
export type MyCoupon = Schemas['MyCoupon'];

export const ORDER_ITEM_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'rejected',
] as const satisfies readonly OrderItemStatus[];

export const ORDERS_PAGE_SIZE = 10;

export const orderKeys = {
  mine: () => [...keyRoots.orders, 'mine'] as const,
  one: (id: number) => [...keyRoots.orders, 'one', id] as const,
};

export const couponKeys = { mine: () => [...keyRoots.coupons, 'mine'] as const };

/** GET /orders?page=&perPage=: one page of the member's orders with their items. */
export const fetchMyOrders = (page: number, options: RequestOptions = {}) =>
  getPage<Order>('/orders', { ...options, params: { page, perPage: ORDERS_PAGE_SIZE } });

/** The member's orders, page after page ("Cargar más"). */
export const myOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: orderKeys.mine(),
    queryFn: ({ pageParam, signal }) => fetchMyOrders(pageParam, { signal, retry: false }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** GET /orders/{id}: 404 for an order of someone else. */
export const fetchOrder = (id: number, options: RequestOptions = {}) =>
  getData<Order>(`/orders/${id}`, options);

export const orderQueryOptions = (id: number) =>
  readQueryOptions(orderKeys.one(id), (options) => fetchOrder(id, options));

/** GET /cupons: the member's codes, newest first. */
export const fetchMyCoupons = (options: RequestOptions = {}) =>
  getData<MyCoupon[]>('/cupons', options);

export const myCouponsQueryOptions = () => readQueryOptions(couponKeys.mine(), fetchMyCoupons);

/** How many units the order has, over all its items. */
export function orderUnits(order: Order): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
