import type { Branding } from '@/api/types';
import { brandingQueryOptions } from '@/lib/calls/org';

import { CONSOLE_MESSAGES } from './console-messages';
import type { SessionDeps } from './session-deps';

/** Loads the host's branding through the query cache (sharing the theme's request); a failure
 *  warns and gives null at once: start-up never waits on retries of a tolerated failure (the
 *  theme's own query retries an unavailable server in the background). */
export async function loadBranding({
  queryClient,
  onBranding,
}: SessionDeps): Promise<Branding | null> {
  let branding: Branding | null = null;
  try {
    branding = await queryClient.fetchQuery({ ...brandingQueryOptions(), retry: false });
  } catch (error) {
    console.warn(CONSOLE_MESSAGES.branding, error);
  }
  onBranding?.(branding);
  return branding;
}
