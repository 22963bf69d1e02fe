// How an order item moves: pending → processing → shipped → delivered, or, before it is
// delivered, to rejected (with a reason; its points go back to the buyer).
import type { OrderItemStatus } from '../api/orders';

const NEXT: Partial<Record<OrderItemStatus, OrderItemStatus>> = {
  pending: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

/** The status an item moves forward to, or null once it is delivered or rejected. */
export function nextStatus(status: OrderItemStatus): OrderItemStatus | null {
  return NEXT[status] ?? null;
}

/** Whether the item may still be rejected. */
export function canReject(status: OrderItemStatus): boolean {
  return status !== 'delivered' && status !== 'rejected';
}
