// The review dialogs' forms: approving with an optional note, rejecting with a required reason;
// their checks and the requests they send.
import type { FieldChecks } from '@/components/form/schema-resolver';

import { POINT_REQUEST_LIMITS, type ApproveInput, type RejectInput } from '../api/point-requests';

export type ApproveValues = { note: string };
export type RejectValues = { reason: string };

export const EMPTY_APPROVE: ApproveValues = { note: '' };
export const EMPTY_REJECT: RejectValues = { reason: '' };

const tooLong = (text: string) => [...text.trim()].length > POINT_REQUEST_LIMITS.noteMaxLength;

/** The note is optional, and at most 500 characters. */
export function validateApprove(values: ApproveValues): FieldChecks {
  return tooLong(values.note) ? { note: 'pointRequests.review.errors.noteTooLong' } : {};
}

/** The reason is required (the requester reads it), and at most 500 characters. */
export function validateReject(values: RejectValues): FieldChecks {
  if (!values.reason.trim()) return { reason: 'pointRequests.review.errors.reasonRequired' };
  return tooLong(values.reason) ? { reason: 'pointRequests.review.errors.reasonTooLong' } : {};
}

/** The approval of request `id`, with its note when one was written. */
export function toApproveInput(id: number, values: ApproveValues): ApproveInput {
  const note = values.note.trim();
  return { id, ...(note ? { note } : {}) };
}

export function toRejectInput(id: number, values: RejectValues): RejectInput {
  return { id, reason: values.reason.trim() };
}
