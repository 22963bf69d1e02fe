// The admins' side of orders: the organisation's orders with their filters (item status, buyer,
// product, period), the same filters as a workbook to download, and moving an item forward or
// rejecting it (which refunds its points and tells the buyer).
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { request, sendData, unwrapPage, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { Envelope, JsonBody } from '@/api/types';

import type { Order, OrderItemStatus } from './orders';
import { keyRoots } from './query-keys';

/** The list's filters; the period is [from, to) in epoch milliseconds. */
export type OrderFilters = Omit<JsonBody<'listOrgOrders'>, 'page' | 'perPage' | 'format'>;

export const ORDERS_EXPORT_FILE_NAME = 'pedidos.xlsx';
/** A workbook of up to 50,000 items takes time to build. */
const ORDERS_EXPORT_TIMEOUT_MS = 120_000;
/** The contract's limit of a rejection's reason. */
export const REJECT_REASON_MAX_LENGTH = 500;

const ADMIN = [...keyRoots.orders, 'admin'] as const;

export const adminOrderKeys = {
  all: () => ADMIN,
  list: (filters: OrderFilters, page: number, perPage: number) =>
    [...ADMIN, 'list', filters, page, perPage] as const,
};

/** POST /org/orders: a page of orders, newest first. */
export async function fetchOrgOrders(
  filters: OrderFilters,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) {
  const body: JsonBody<'listOrgOrders'> = { ...filters, page, perPage, format: 'json' };
  return unwrapPage(await request<Envelope<Order[]>>('POST', '/org/orders', body, options));
}

export const orgOrdersQueryOptions = (filters: OrderFilters, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminOrderKeys.list(filters, page, perPage), (options) =>
      fetchOrgOrders(filters, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /org/orders with format xlsx: every matching item as a workbook. */
export async function fetchOrdersWorkbook(filters: OrderFilters): Promise<Blob> {
  const body: JsonBody<'listOrgOrders'> = { ...filters, format: 'xlsx' };
  const response = await request<Blob>('POST', '/org/orders', body, {
    headers: { Accept: '*/*' },
    responseType: 'blob',
    timeout: ORDERS_EXPORT_TIMEOUT_MS,
  });
  return response.data;
}

/** The download of the filters shown ("Exportar .xlsx"). */
export const exportOrdersMutation = (filters: OrderFilters) =>
  mutationOptions({ mutationFn: () => fetchOrdersWorkbook(filters) });

export type ItemStatusRequest = { itemId: number; status: OrderItemStatus; reason?: string };

/** PATCH /order_item/{id}/status: answers the whole order. 422 invalid_transition; 400 for a
 *  rejection without its reason. The orders reload (the admins' and the buyer's). */
export const setItemStatusMutation = () =>
  mutationOptions({
    mutationFn: ({ itemId, status, reason }: ItemStatusRequest) =>
      sendData<Order>('PATCH', `/order_item/${itemId}/status`, {
        status,
        ...(reason === undefined ? {} : { reason }),
      } satisfies JsonBody<'setOrderItemStatus'>),
    onSuccess: (_order, _request, _result, { client }) =>
      client.invalidateQueries({ queryKey: keyRoots.orders }),
  });
