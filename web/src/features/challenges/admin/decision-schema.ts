// Deciding one claim from the challenge's console: the reason is required to reject (the person
// reads it) and at most 500 characters.
import type { FieldChecks } from '@/components/form/schema-resolver';

import { CHALLENGE_LIMITS } from '../api/challenges';

export type Values = { reason: string };

/** Rejecting needs a reason (the person reads it), at most 500 characters. */
export function checkDecision(decision: 'approve' | 'reject', values: Values): FieldChecks {
  const reason = values.reason.trim();
  if (decision === 'reject' && !reason) return { reason: 'challenges.admin.claims.reasonRequired' };
  if ([...reason].length > CHALLENGE_LIMITS.reasonMax)
    return { reason: 'challenges.admin.claims.reasonLong' };
  return {};
}
