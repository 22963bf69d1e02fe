// The account deletion request: an optional reason of up to 1000 characters.
import { DELETION_REASON_MAX_LENGTH, type DeletionRequestBody } from './api/deletion-request';

export type DeletionRequestValues = { reason: string };

export type DeletionRequestError = 'profile.deletion.errors.reasonTooLong';

export function validateDeletionRequest(
  values: DeletionRequestValues,
): Partial<Record<keyof DeletionRequestValues, DeletionRequestError>> {
  return [...values.reason.trim()].length > DELETION_REASON_MAX_LENGTH
    ? { reason: 'profile.deletion.errors.reasonTooLong' }
    : {};
}

/** The request: the reason trimmed, null when none was given. */
export function toDeletionRequest(values: DeletionRequestValues): DeletionRequestBody {
  return { reason: values.reason.trim() || null };
}
