// The password change form of the profile: the current password, and the new one twice, within
// the password policy (12 to 128 characters).
import { passwordLengthAllowed } from '@/lib/password-policy';

import type { PasswordChange } from './api/account';

export type PasswordValues = { current_password: string; password: string; confirm: string };

export type PasswordError =
  | 'profile.password.errors.currentRequired'
  | 'profile.password.errors.newRequired'
  | 'profile.password.errors.newLength'
  | 'profile.password.errors.confirmRequired'
  | 'profile.password.errors.mismatch';

export const EMPTY_PASSWORD_VALUES: PasswordValues = {
  current_password: '',
  password: '',
  confirm: '',
};

export function validatePasswordChange(
  values: PasswordValues,
): Partial<Record<keyof PasswordValues, PasswordError>> {
  const errors: Partial<Record<keyof PasswordValues, PasswordError>> = {};
  if (!values.current_password) errors.current_password = 'profile.password.errors.currentRequired';
  if (!values.password) errors.password = 'profile.password.errors.newRequired';
  else if (!passwordLengthAllowed(values.password))
    errors.password = 'profile.password.errors.newLength';
  if (!values.confirm) errors.confirm = 'profile.password.errors.confirmRequired';
  else if (values.confirm !== values.password) errors.confirm = 'profile.password.errors.mismatch';
  return errors;
}

/** The request: both passwords as typed (spaces are part of a password). */
export function toPasswordChange(values: PasswordValues): PasswordChange {
  return { current_password: values.current_password, password: values.password };
}
