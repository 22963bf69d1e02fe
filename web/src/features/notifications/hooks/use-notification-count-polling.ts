import { useEffect } from 'react';

import { useLiveStatus } from '@/lib/live/live-status';
import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';

/** How often the unread count is read again while the live stream is down. */
export const NOTIFICATION_COUNT_POLL_MS = 60_000;

/** Keeps the unread count (loaded at start-up) fresh while the frame stays open. The live
 *  stream moves it as notifications arrive; only while the stream is down is it read again
 *  every minute (and not while the tab is hidden). */
export function useNotificationCountPolling(intervalMs = NOTIFICATION_COUNT_POLL_MS): void {
  const live = useLiveStatus((state) => state.connected);
  useEffect(() => {
    if (live) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refreshNotificationCounts();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, live]);
}
