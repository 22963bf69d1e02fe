// The "Solicitar puntos" form: how many points, why, and an optional file; its checks and the
// request a valid form sends.
import type { FieldChecks } from '@/components/form/schema-resolver';
import { parseWholeNumber } from '@/lib/whole-number';

import { POINT_REQUEST_LIMITS, type PointRequestInput } from '../api/point-requests';

export type PointRequestValues = {
  /** As typed (digits only once valid). */
  amount: string;
  reason: string;
};

export const EMPTY_POINT_REQUEST: PointRequestValues = { amount: '', reason: '' };

export type PointRequestErrorKey =
  | 'pointRequests.form.errors.amountRequired'
  | 'pointRequests.form.errors.amountInvalid'
  | 'pointRequests.form.errors.reasonRequired'
  | 'pointRequests.form.errors.reasonTooLong';

/** The form's checks, field → glossary key: a whole number of points within the contract's
 *  bounds, and a reason of at most 1000 characters. */
export function validatePointRequest(values: PointRequestValues): FieldChecks {
  const errors: Partial<Record<keyof PointRequestValues, PointRequestErrorKey>> = {};
  const amount = values.amount.trim();
  const points = parseWholeNumber(amount);
  if (!amount) errors.amount = 'pointRequests.form.errors.amountRequired';
  else if (
    points === null ||
    points < POINT_REQUEST_LIMITS.minAmount ||
    points > POINT_REQUEST_LIMITS.maxAmount
  )
    errors.amount = 'pointRequests.form.errors.amountInvalid';
  const reason = values.reason.trim();
  if (!reason) errors.reason = 'pointRequests.form.errors.reasonRequired';
  else if ([...reason].length > POINT_REQUEST_LIMITS.reasonMaxLength)
    errors.reason = 'pointRequests.form.errors.reasonTooLong';
  return errors;
}

/** The body of a valid form: the points, the reason trimmed, and the uploaded file's key when
 *  there is one. */
export function toPointRequestInput(
  values: PointRequestValues,
  attachmentKeys: readonly string[],
): PointRequestInput {
  const [attachment] = attachmentKeys;
  return {
    amount: parseWholeNumber(values.amount) ?? 0,
    reason: values.reason.trim(),
    ...(attachment ? { attachment_key: attachment } : {}),
  };
}
