import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { clearSessionQueries } from '@/lib/session/clear-session-queries';
import { useAppStore } from '@/stores/app-store';

/** When the session ends (logout, 401, expiry), drops the cached server state of that user. */
export function useSessionQueryCleanup(): void {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.authToken);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current && !token) clearSessionQueries(queryClient);
    previous.current = token;
  }, [token, queryClient]);
}
