// The refusals of generating a certificate the page words itself (the rest take the shared
// wording of spec §8): a profile without a date of admission, and the daily limit.
import { ApiError } from '@/api/errors';

export type CertificateRefusal = 'admissionMissing' | 'tooMany';

/** Which of the page's own refusals an error is, else null. */
export function certificateRefusal(error: unknown): CertificateRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'admission_date_missing') return 'admissionMissing';
  if (error.code === 'too_many_certificates' || error.status === 429) return 'tooMany';
  return null;
}

/** Whether the public check found no certificate with the code (404, whatever the reason). */
export function isUnknownCode(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
