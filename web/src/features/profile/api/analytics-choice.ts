// The signed-in person's choice about having their page views measured (ADR 0085). The read is
// shared with the session loader (lib/calls/user); the change is this screen's.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody } from '@/api/types';
import { analytics } from '@/lib/analytics/instance';
import { analyticsChoiceQueryOptions, type AnalyticsChoice } from '@/lib/calls/user';

export type AnalyticsChoiceChange = JsonBody<'setAnalyticsChoice'>;

/** PUT /user/analytics: kept on the account, so it follows the person to every device. The
 *  answer becomes the cached choice and this page's analytics follow at once: off, nothing more
 *  is sent (GA's own opt-out flag too); on again, sending resumes when the host measures. */
export const setAnalyticsChoiceMutation = () =>
  mutationOptions({
    mutationFn: (change: AnalyticsChoiceChange) =>
      sendData<AnalyticsChoice>('PUT', '/user/analytics', change),
    onSuccess: (saved, _change, _context, { client }) => {
      client.setQueryData(analyticsChoiceQueryOptions().queryKey, saved);
      analytics.setPersonMeasured(!saved.opt_out);
    },
  });
