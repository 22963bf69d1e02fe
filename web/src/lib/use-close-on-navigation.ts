import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Calls `close` when the person goes to another screen while `open` is true: a panel over the
 *  screen belongs to the screen it was opened on (the back button leaves it too). */
export function useCloseOnNavigation(open: boolean, close: () => void): void {
  const { pathname } = useLocation();
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      openedAt.current = null;
      return;
    }
    if (openedAt.current === null) openedAt.current = pathname;
    else if (openedAt.current !== pathname) close();
  }, [open, pathname, close]);
}
