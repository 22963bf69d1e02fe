// The reason an action takes (declining a review or a nomination, rejecting one): required or
// optional, at most REASON_MAX characters.
import type { FieldChecks } from '@/components/form/schema-resolver';

/** The longest reason the server keeps. */
export const REASON_MAX = 500;

/** The shortest reason the server takes where one is required. */
export const REASON_MIN = 3;

export type ReasonValues = { reason: string };

export function checkReason(required: boolean) {
  return ({ reason }: ReasonValues): FieldChecks => {
    const text = reason.trim();
    if (required && text === '') return { reason: 'evaluations.reason.required' };
    if (required && text.length < REASON_MIN) return { reason: 'evaluations.reason.tooShort' };
    if (text.length > REASON_MAX) return { reason: 'evaluations.reason.tooLong' };
    return {};
  };
}
