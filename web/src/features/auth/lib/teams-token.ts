// The token of the person using the app inside Microsoft Teams. The Teams SDK is large and only
// Teams users need it: it is downloaded when the Teams button is pressed, not with the page.
import { withRetry } from '@/api/retry';

/** How long the SDK may take to start before the page counts as not open inside Teams. */
export const TEAMS_INIT_TIMEOUT_MS = 5_000;

/** Throws a TeamsSignInError when Teams gives no token; a failed download of the SDK (tried up
 *  to 3 times, as route chunks are) throws as it is. */
export async function getTeamsToken(): Promise<string> {
  const host = await withRetry(() => import('./teams-host'), { shouldRetry: () => true });
  return host.teamsAuthToken(TEAMS_INIT_TIMEOUT_MS);
}
