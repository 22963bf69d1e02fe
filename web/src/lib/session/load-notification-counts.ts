import { fetchNotificationCount } from '@/lib/calls/user';

import { CONSOLE_MESSAGES } from './console-messages';
import type { SessionDeps } from './session-deps';

/** Loads unread notifications and pending surveys; a failure warns and sets both to 0 at once
 *  (no retry during start-up). */
export async function loadNotificationCounts({ store }: SessionDeps): Promise<void> {
  try {
    const counts = await fetchNotificationCount({ retry: false });
    store.getState().setNotificationCounts({
      notificationsCount: counts.notification_count,
      pendingSurveyCount: counts.pending_surveys,
    });
  } catch (error) {
    console.warn(CONSOLE_MESSAGES.notifications, error);
    store.getState().setNotificationCounts({ notificationsCount: 0, pendingSurveyCount: 0 });
  }
}
