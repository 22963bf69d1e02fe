// Validation of the password recovery forms, beside the mutations that send them. The e-mail is
// checked as on the sign-in form; a new password takes 12 to 128 characters, with no composition
// rules (the contract's confirmPasswordRecovery).
import type { RecoveryConfirmation, RecoveryRequest } from './api/recovery';
import { validateEmail, type LoginFieldError } from './login-schema';

export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = 128;

export type RecoveryRequestValues = { email: string };
export type NewPasswordValues = { password: string; repeat: string };

/** Message keys of the new password checks. */
export type NewPasswordFieldError =
  | 'auth.recovery.confirm.passwordRequired'
  | 'auth.recovery.confirm.passwordLength'
  | 'auth.recovery.confirm.repeatRequired'
  | 'auth.recovery.confirm.mismatch';

export function validateRecoveryRequest(
  values: RecoveryRequestValues,
): Partial<Record<keyof RecoveryRequestValues, LoginFieldError>> {
  const email = validateEmail(values.email);
  return email ? { email } : {};
}

/** Characters of a password as a person counts them (an emoji is one). */
export function passwordLength(value: string): number {
  return [...value].length;
}

export function validateNewPassword(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, NewPasswordFieldError>> {
  const errors: Partial<Record<keyof NewPasswordValues, NewPasswordFieldError>> = {};
  const length = passwordLength(values.password);
  if (length === 0) errors.password = 'auth.recovery.confirm.passwordRequired';
  else if (length < NEW_PASSWORD_MIN_LENGTH || length > NEW_PASSWORD_MAX_LENGTH)
    errors.password = 'auth.recovery.confirm.passwordLength';
  if (!values.repeat) errors.repeat = 'auth.recovery.confirm.repeatRequired';
  else if (values.repeat !== values.password) errors.repeat = 'auth.recovery.confirm.mismatch';
  return errors;
}

/** The request body: the email trimmed. */
export function toRecoveryRequest(values: RecoveryRequestValues): RecoveryRequest {
  return { email: values.email.trim() };
}

/** The request body: the link's token and the new password as typed. */
export function toRecoveryConfirmation(
  token: string,
  values: NewPasswordValues,
): RecoveryConfirmation {
  return { token, password: values.password };
}
