// The decision dialog's checks: a reason to reject (the requester reads it), at most 500
// characters; approving takes an optional note within the same limit.
import { REQUEST_LIMITS, type Decision } from '../api/requests';

export type DecideValues = { reason: string };

export function validateDecision(decision: Decision, { reason }: DecideValues) {
  const text = reason.trim();
  if (decision === 'reject' && !text) return { reason: 'requests.decide.errors.reasonRequired' };
  if ([...text].length > REQUEST_LIMITS.reasonMax)
    return { reason: 'requests.decide.errors.reasonTooLong' };
  return {};
}
