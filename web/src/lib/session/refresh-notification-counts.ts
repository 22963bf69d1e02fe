// The unread notifications and pending surveys of the top bar and the home summary, read again
// once the start-up has loaded them: after notifications are marked read, and while the frame
// stays open.
import type { StoreApi } from 'zustand';

import { fetchNotificationCount } from '@/lib/calls/user';
import { useAppStore } from '@/stores/app-store';
import type { AppState } from '@/stores/types';

/** Reads both counts again into the store; a failure keeps the last ones (the next read or the
 *  next start-up corrects them, and there is nothing the user could do about it). */
export async function refreshNotificationCounts(
  store: Pick<StoreApi<AppState>, 'getState'> = useAppStore,
): Promise<void> {
  try {
    const counts = await fetchNotificationCount({ retry: false });
    store.getState().setNotificationCounts({
      notificationsCount: counts.notification_count,
      pendingSurveyCount: counts.pending_surveys,
    });
  } catch {
    // Kept as they were.
  }
}
