// Rejecting an order item: the reason the buyer is told (required, at most 500 characters).
import { REJECT_REASON_MAX_LENGTH } from '../api/admin-orders';

export type RejectFormValues = { reason: string };

export type RejectErrorKey =
  | 'catalog.ordersAdmin.reject.errors.reasonRequired'
  | 'catalog.ordersAdmin.reject.errors.reasonTooLong';

export function validateRejectForm(values: RejectFormValues): { reason?: RejectErrorKey } {
  const length = [...values.reason.trim()].length;
  if (length === 0) return { reason: 'catalog.ordersAdmin.reject.errors.reasonRequired' };
  if (length > REJECT_REASON_MAX_LENGTH)
    return { reason: 'catalog.ordersAdmin.reject.errors.reasonTooLong' };
  return {};
}
