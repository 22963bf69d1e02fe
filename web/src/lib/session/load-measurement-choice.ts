import { analyticsChoiceQueryOptions } from '@/lib/calls/user';

import { CONSOLE_MESSAGES } from './console-messages';
import type { SessionDeps } from './session-deps';

/** Reads the signed-in person's analytics choice (GET /user/analytics) into the cache and tells
 *  the analytics adapter whether their page views may be measured. A failure warns and counts as
 *  "no" (no retry during start-up): nobody is measured without a known yes. */
export async function loadMeasurementChoice({
  queryClient,
  onMeasurementChoice,
}: SessionDeps): Promise<void> {
  let measured = false;
  try {
    const choice = await queryClient.fetchQuery({ ...analyticsChoiceQueryOptions(), retry: false });
    measured = !choice.opt_out;
  } catch (error) {
    console.warn(CONSOLE_MESSAGES.analyticsChoice, error);
  }
  onMeasurementChoice?.(measured);
}
