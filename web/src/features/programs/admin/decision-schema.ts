// Deciding one submission from the program's console: the reason is required to reject (the
// person reads it) and at most 500 characters.
import type { FieldChecks } from '@/components/form/schema-resolver';

import { PROGRAM_LIMITS } from '../api/programs';

export type Values = { reason: string };

export function checkDecision(decision: 'approve' | 'reject', values: Values): FieldChecks {
  const reason = values.reason.trim();
  if (decision === 'reject' && !reason)
    return { reason: 'programs.admin.submissions.reasonRequired' };
  if ([...reason].length > PROGRAM_LIMITS.reasonMax)
    return { reason: 'programs.admin.submissions.reasonLong' };
  return {};
}
