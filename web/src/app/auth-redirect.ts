// Routing rules of spec §2.
import { isAuthPath, paths } from '@/config/paths';

export type AuthRedirectInput = {
  pathname: string;
  hasToken: boolean;
  /** The user load has finished. */
  userLoaded: boolean;
  hasUser: boolean;
};

/**
 * Where the user must go, or null to stay:
 * - no stored token and a path other than those needing no session (login, logout, activation,
 *   forced password change, password recovery) → /login;
 * - user load done with no authenticated state, off those paths → /login;
 * - on /login with a loaded, authenticated user → home.
 */
export function authRedirect({
  pathname,
  hasToken,
  userLoaded,
  hasUser,
}: AuthRedirectInput): string | null {
  if (isAuthPath(pathname)) {
    const signedIn = hasToken && userLoaded && hasUser;
    return pathname === paths.login && signedIn ? paths.home : null;
  }
  if (!hasToken) return paths.login;
  if (userLoaded && !hasUser) return paths.login;
  return null;
}
