// The call that moves several order items at once, and which moves a selection allows.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody } from '@/api/types';

import type { OrderItem, OrderItemStatus } from '../api/orders';
import { keyRoots } from '../api/query-keys';

type BulkResult = { updated: number; items: { id: number; order_id: number; status: string }[] };
type BulkRequest = { ids: number[]; status: OrderItemStatus };

/** POST /org/order_items/status: every item to one status in one transaction; 404 when one is
 *  not of the organisation, 422 invalid_transition naming the one that cannot move. */
export const setItemsStatusMutation = () =>
  mutationOptions({
    mutationFn: ({ ids, status }: BulkRequest) =>
      sendData<BulkResult>('POST', '/org/order_items/status', {
        ids,
        status,
      } satisfies JsonBody<'setOrderItemsStatus'>),
    onSuccess: (_result, _request, _context, { client }) =>
      client.invalidateQueries({ queryKey: keyRoots.orders }),
  });

const ORDER: OrderItemStatus[] = ['pending', 'processing', 'shipped', 'delivered'];
export const BULK_TARGETS = ['processing', 'shipped', 'delivered'] as const;

/** Whether every item can move forward to `status`. */
export function canMoveAll(items: readonly OrderItem[], status: OrderItemStatus): boolean {
  const target = ORDER.indexOf(status);
  return items.every((item) => {
    const from = ORDER.indexOf(item.status);
    return from >= 0 && from < target;
  });
}
