import { tokenStatus } from '@/lib/jwt';

import type { SessionDeps } from './session-deps';

/**
 * Spec §4: a stored token whose payload expiry is past, or that cannot be parsed, logs the
 * user out (the router then shows /login). Returns true when the session was ended.
 */
export function checkSessionExpiry(
  { store }: Pick<SessionDeps, 'store'>,
  now = Date.now(),
): boolean {
  const token = store.getState().authToken;
  if (!token) return false;
  const status = tokenStatus(token, now);
  if (status === 'valid') return false;
  console.log(
    status === 'expired'
      ? 'Sesión expirada: se cierra la sesión.'
      : 'Token de sesión no válido: se cierra la sesión.',
  );
  store.getState().logout();
  return true;
}
