// The errors each public call can answer, by status and code (texts in the glossary under
// docs.errors.codes).
import type { PublicCallId } from './examples';

export type ErrorCode =
  | 'invalid_input'
  | 'invalid_json'
  | 'unauthorized'
  | 'forbidden'
  | 'module_disabled'
  | 'sender_mismatch'
  | 'not_found'
  | 'idempotency_conflict'
  | 'self_recognition'
  | 'receiver_not_found'
  | 'amount_out_of_bounds'
  | 'type_not_allowed'
  | 'type_inactive'
  | 'type_not_found'
  | 'insufficient_points'
  | 'sender_not_found'
  | 'badge_not_found'
  | 'rate_limited';

export type ErrorRow = { status: number; code: ErrorCode };

const COMMON_BEFORE: ErrorRow[] = [
  { status: 400, code: 'invalid_input' },
  { status: 400, code: 'invalid_json' },
  { status: 401, code: 'unauthorized' },
  { status: 403, code: 'forbidden' },
  { status: 403, code: 'module_disabled' },
];

const COMMON_AFTER: ErrorRow[] = [
  { status: 404, code: 'not_found' },
  { status: 409, code: 'idempotency_conflict' },
];

const RECOGNITION_RULES: ErrorRow[] = [
  { status: 422, code: 'self_recognition' },
  { status: 422, code: 'receiver_not_found' },
  { status: 422, code: 'amount_out_of_bounds' },
  { status: 422, code: 'type_not_allowed' },
  { status: 422, code: 'type_inactive' },
  { status: 422, code: 'type_not_found' },
  { status: 422, code: 'insufficient_points' },
  { status: 422, code: 'sender_not_found' },
];

const RATE_LIMITED: ErrorRow = { status: 429, code: 'rate_limited' };

export const PUBLIC_ERRORS: Record<PublicCallId, readonly ErrorRow[]> = {
  sendRecognition: [
    ...COMMON_BEFORE,
    { status: 403, code: 'sender_mismatch' },
    ...COMMON_AFTER,
    ...RECOGNITION_RULES,
    RATE_LIMITED,
  ],
  sendRecognitionOfType: [
    ...COMMON_BEFORE,
    { status: 403, code: 'sender_mismatch' },
    ...COMMON_AFTER,
    ...RECOGNITION_RULES,
    RATE_LIMITED,
  ],
  sendBadge: [
    ...COMMON_BEFORE,
    ...COMMON_AFTER,
    { status: 422, code: 'receiver_not_found' },
    { status: 422, code: 'badge_not_found' },
    RATE_LIMITED,
  ],
};
