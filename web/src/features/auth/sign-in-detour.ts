// Sign-ins the server refuses because the person has a step to take first: an account not
// activated yet goes to /needs_activation, a temporary password to /reset_password. What those
// screens need travels in the router's state, never in the URL (the challenge is a credential).
import { toApiError } from '@/api/errors';
import { paths } from '@/config/paths';

export type NeedsActivationState = { email: string };
export type ResetPasswordState = { challenge: string; email: string };

export type SignInDetour =
  | { to: typeof paths.needsActivation; state: NeedsActivationState }
  | { to: typeof paths.resetPassword; state: ResetPasswordState };

/** Where a failed sign-in with `email` sends the person instead of showing its error, if
 *  anywhere: 403 `account_not_activated`, or 403 `password_change_required` with the challenge
 *  in `details.challenge`. */
export function signInDetour(error: unknown, email: string): SignInDetour | null {
  const apiError = toApiError(error);
  if (apiError.status !== 403) return null;
  if (apiError.code === 'account_not_activated') {
    return { to: paths.needsActivation, state: { email } };
  }
  const challenge = apiError.details.challenge;
  if (apiError.code === 'password_change_required' && typeof challenge === 'string' && challenge) {
    return { to: paths.resetPassword, state: { challenge, email } };
  }
  return null;
}

const stringOf = (state: unknown, key: string): string | null => {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : null;
};

/** The address a detour to /needs_activation carried, if any (history state can be anything). */
export function readNeedsActivationState(state: unknown): NeedsActivationState | null {
  const email = stringOf(state, 'email');
  return email ? { email } : null;
}

/** The challenge and address a detour to /reset_password carried, if any. */
export function readResetPasswordState(state: unknown): ResetPasswordState | null {
  const challenge = stringOf(state, 'challenge');
  return challenge ? { challenge, email: stringOf(state, 'email') ?? '' } : null;
}
