import { useEffect } from 'react';

import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';

/** How often the unread count is read again while the signed-in frame is shown. */
export const NOTIFICATION_COUNT_POLL_MS = 60_000;

/** Keeps the unread count (loaded at start-up) fresh while the frame stays open: read again
 *  every minute, and not while the tab is hidden. */
export function useNotificationCountPolling(intervalMs = NOTIFICATION_COUNT_POLL_MS): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refreshNotificationCounts();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}
