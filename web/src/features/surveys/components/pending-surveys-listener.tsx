import { useQueryClient } from '@tanstack/react-query';

import { useLiveEvent } from '@/lib/live/live-bus';
import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';
import { useAppStore } from '@/stores/app-store';

import { memberSurveyKeys } from '../api/surveys';

/** The live event of the person's count (backquoted: see lib/live/live-events.ts). */
const PENDING_EVENT = `surveys.pending` as const;

/** A part of the frame that shows nothing: when the server tells that the person's count of
 *  surveys to answer changed (a survey opened, paused or closed, or they answered one on another
 *  device), the count moves and their lists are read again. */
export function PendingSurveysListener() {
  const client = useQueryClient();
  useLiveEvent(PENDING_EVENT, (data) => {
    if (typeof data.pending === 'number' && Number.isFinite(data.pending)) {
      const { notificationsCount } = useAppStore.getState();
      useAppStore
        .getState()
        .setNotificationCounts({ notificationsCount, pendingSurveyCount: data.pending });
    } else {
      void refreshNotificationCounts();
    }
    void client.invalidateQueries({ queryKey: memberSurveyKeys.all() });
  });
  return null;
}
