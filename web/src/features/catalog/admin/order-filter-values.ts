// The filters of the admins' orders list, and the list call's filters they make.
import type { PersonRef } from '@/api/types';
import { endOfDay, parseDateInput } from '@/lib/date-input';

import type { OrderFilters } from '../api/admin-orders';
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '../api/orders';

export type OrderFilterValues = {
  status: OrderItemStatus | '';
  person: PersonRef | null;
  /** A product's id, '' for every one. */
  product: string;
  /** yyyy-MM-dd or ''. */
  from: string;
  to: string;
};

export const EMPTY_ORDER_FILTERS: OrderFilterValues = {
  status: '',
  person: null,
  product: '',
  from: '',
  to: '',
};

/** The period is [from, to): from the start of the first day to the end of the last. */
export function toOrderFilters(values: OrderFilterValues): OrderFilters {
  const from = parseDateInput(values.from);
  const to = parseDateInput(values.to);
  return {
    ...(values.status ? { status: values.status } : {}),
    ...(values.person ? { user_id: values.person.id } : {}),
    ...(values.product ? { product_id: Number(values.product) } : {}),
    ...(from ? { from: from.getTime() } : {}),
    ...(to ? { to: endOfDay(to) + 1 } : {}),
  };
}

/** The address keeps the status filter (`?status=pending`): the overview's tile leads there. */
export const ORDER_STATUS_PARAM = 'status';

/** The status an address asks for, '' for none (or one that is not a status). */
export function statusFromParam(value: string | null): OrderItemStatus | '' {
  return ORDER_ITEM_STATUSES.find((status) => status === value) ?? '';
}

/** The orders section at `sectionPath` showing the items of one status. */
export function ordersStatusPath(sectionPath: string, status: OrderItemStatus): string {
  return `${sectionPath}?${new URLSearchParams({ [ORDER_STATUS_PARAM]: status }).toString()}`;
}
