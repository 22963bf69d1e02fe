// Validation of the password sign-in form, beside the mutation that sends it, and of the forms
// that send one address. Limits follow the contract's LoginRequest (email ≤ 254, password ≤ 128).
import type { LoginRequest } from '@/api/types';

export type LoginValues = LoginRequest;

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Message keys of the client-side checks. */
export type LoginFieldError =
  'auth.login.emailRequired' | 'auth.login.emailInvalid' | 'auth.login.passwordRequired';

export function validateEmail(value: string): LoginFieldError | null {
  const email = value.trim();
  if (!email) return 'auth.login.emailRequired';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return 'auth.login.emailInvalid';
  return null;
}

export function validatePassword(value: string): LoginFieldError | null {
  return value ? null : 'auth.login.passwordRequired';
}

/** The forms that send one address (a recovery link, a sign-in code, an activation link). */
export type EmailRequestValues = { email: string };

export function validateEmailRequest(
  values: EmailRequestValues,
): Partial<Record<keyof EmailRequestValues, LoginFieldError>> {
  const email = validateEmail(values.email);
  return email ? { email } : {};
}

/** The request body of those forms: the email trimmed. */
export function toEmailRequest(values: EmailRequestValues): EmailRequestValues {
  return { email: values.email.trim() };
}

/** The request body: the email trimmed, the password as typed. */
export function toLoginRequest(values: LoginValues): LoginRequest {
  return { email: values.email.trim(), password: values.password };
}
