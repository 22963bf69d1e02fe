import { useQueryClient } from '@tanstack/react-query';

import { useLiveEvent } from '@/lib/live/live-bus';
import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';

import { memberSurveyKeys } from '../api/surveys';

/** The live hint that the person's count of surveys to answer may have moved (backquoted: see
 *  lib/live/live-events.ts). */
const PENDING = `surveys.pending` as const;

/** A part of the frame that shows nothing: when a survey of theirs opens, pauses, resumes or
 *  closes, or they answer one elsewhere (surveys.pending), the count is read again; on that and
 *  on any notification (a launch or a reminder) their lists of surveys are read again too. */
export function PendingSurveysListener() {
  const client = useQueryClient();
  const refreshLists = () => void client.invalidateQueries({ queryKey: memberSurveyKeys.all() });
  useLiveEvent(PENDING, () => {
    void refreshNotificationCounts();
    refreshLists();
  });
  useLiveEvent('notification', refreshLists);
  return null;
}
