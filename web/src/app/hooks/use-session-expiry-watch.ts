import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { tokenExpiresAt } from '@/lib/jwt';
import { checkSessionExpiry } from '@/lib/session/check-session-expiry';
import { useAppStore } from '@/stores/app-store';

/** setTimeout cannot wait longer than this. */
const MAX_TIMER_MS = 2_147_483_647;

/** Ends the session when the token expires: checked on every route change and by a timer set
 *  for the token's expiry. */
export function useSessionExpiryWatch(): void {
  const token = useAppStore((state) => state.authToken);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!token) return undefined;
    if (checkSessionExpiry({ store: useAppStore })) return undefined;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return undefined;
    const timer = setTimeout(
      () => checkSessionExpiry({ store: useAppStore }),
      Math.min(Math.max(0, expiresAt - Date.now()) + 50, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [token, pathname]);
}
