// Validation of the sign-in with a code by e-mail, beside the calls that send it. The address is
// checked by the shared e-mail form (login-schema); the code is exactly 6 digits (the contract's
// verifyLoginCode).
import type { LoginCodeVerification } from './api/otp';

export const LOGIN_CODE_LENGTH = 6;

export type CodeValues = { code: string };

/** Message keys of the code check. */
export type CodeFieldError = 'auth.otp.codeRequired' | 'auth.otp.codeInvalid';

/** What the code field keeps of what was typed or pasted: digits only, at most 6. */
export function toCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);
}

export function validateCode(
  values: CodeValues,
): Partial<Record<keyof CodeValues, CodeFieldError>> {
  const code = values.code.trim();
  if (!code) return { code: 'auth.otp.codeRequired' };
  if (!new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`).test(code))
    return { code: 'auth.otp.codeInvalid' };
  return {};
}

/** The request body: the address the code was sent to and the code. */
export function toCodeVerification(email: string, values: CodeValues): LoginCodeVerification {
  return { email, code: values.code.trim() };
}
