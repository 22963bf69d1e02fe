import { useQueryClient } from '@tanstack/react-query';

import { useLiveEvent } from '@/lib/live/live-bus';

import { memberSurveyKeys } from '../api/surveys';

/** A part of the frame that shows nothing: a notification told live may be a survey opening or
 *  a reminder (the frame reads the count of surveys to answer again on it), so the person's
 *  lists of surveys are read again too. */
export function PendingSurveysListener() {
  const client = useQueryClient();
  useLiveEvent('notification', () => {
    void client.invalidateQueries({ queryKey: memberSurveyKeys.all() });
  });
  return null;
}
