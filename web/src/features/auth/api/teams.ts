// Sign-in with Microsoft Teams (public, no session): the Teams (Entra ID) token of the person
// using the app inside Teams becomes a session. A write: an ApiError on failure, never retried.
import { sendData } from '@/api/client';
import type { JsonBody, LoginResult, ResponseData } from '@/api/types';

export type TeamsSignInRequest = JsonBody<'teamsSignIn'>;
type TeamsSignedIn = ResponseData<'teamsSignIn'>;

/** POST /oauth2/teams/token (spec §7: the session is read at `data.auth_token`), answered in the
 *  shape of POST /login so that it starts a session like every other method. 401
 *  `teams_token_invalid`; 403 `method_disabled`, `teams_not_linked`. */
export async function signInWithTeams(body: TeamsSignInRequest): Promise<LoginResult> {
  const signedIn = await sendData<TeamsSignedIn>('POST', '/oauth2/teams/token', body, {
    authenticated: false,
  });
  return { token: signedIn.auth_token, expires_at: signedIn.expires_at, user: signedIn.user };
}
