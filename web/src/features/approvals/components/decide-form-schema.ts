// The decision dialog's form: a reason, required to reject (the person reads it), at most 500
// characters; approving sends none.
import type { FieldChecks } from '@/components/form/schema-resolver';

import {
  APPROVAL_LIMITS,
  type ApprovalItem,
  type DecideInput,
  type Decision,
} from '../api/approvals';

export type DecideValues = { reason: string };
export const EMPTY_DECIDE: DecideValues = { reason: '' };

export function validateDecide(decision: Decision, values: DecideValues): FieldChecks {
  const reason = values.reason.trim();
  if (decision === 'reject' && !reason) return { reason: 'approvals.decide.errors.reasonRequired' };
  if ([...reason].length > APPROVAL_LIMITS.reasonMaxLength)
    return { reason: 'approvals.decide.errors.reasonTooLong' };
  return {};
}

export function toDecideInput(
  items: readonly ApprovalItem[],
  decision: Decision,
  values: DecideValues,
): DecideInput {
  const reason = values.reason.trim();
  return {
    items: items.map(({ kind, id }) => ({ kind, id })),
    decision,
    ...(decision === 'reject' ? { reason } : {}),
  };
}
