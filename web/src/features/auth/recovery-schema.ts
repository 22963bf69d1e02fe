// Validation of a new password (recovery, activation, the change after a temporary password),
// beside the mutations that send it: the password policy (12 to 128 characters, no composition
// rules; lib/password-policy) and the same password typed twice. The recovery request's address
// is checked by the shared e-mail form (login-schema).
import { passwordLengthAllowed } from '@/lib/password-policy';

import type { RecoveryConfirmation } from './api/recovery';

export type NewPasswordValues = { password: string; repeat: string };

/** Message keys of the new password checks. */
export type NewPasswordFieldError =
  | 'auth.recovery.confirm.passwordRequired'
  | 'auth.recovery.confirm.passwordLength'
  | 'auth.recovery.confirm.repeatRequired'
  | 'auth.recovery.confirm.mismatch';

export function validateNewPassword(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, NewPasswordFieldError>> {
  const errors: Partial<Record<keyof NewPasswordValues, NewPasswordFieldError>> = {};
  if (!values.password) errors.password = 'auth.recovery.confirm.passwordRequired';
  else if (!passwordLengthAllowed(values.password))
    errors.password = 'auth.recovery.confirm.passwordLength';
  if (!values.repeat) errors.repeat = 'auth.recovery.confirm.repeatRequired';
  else if (values.repeat !== values.password) errors.repeat = 'auth.recovery.confirm.mismatch';
  return errors;
}

/** The request body: the link's token and the new password as typed. */
export function toRecoveryConfirmation(
  token: string,
  values: NewPasswordValues,
): RecoveryConfirmation {
  return { token, password: values.password };
}
