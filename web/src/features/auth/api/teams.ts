// Sign-in with Microsoft Teams (public, no session): the Teams (Entra ID) token of the person
// using the app inside Teams becomes a session, once the Teams account is connected to theirs
// from a mailed link. Writes: an ApiError on failure, never retried.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody, LoginResult, ResponseData } from '@/api/types';

export type TeamsSignInRequest = JsonBody<'teamsSignIn'>;
type TeamsSignedIn = ResponseData<'teamsSignIn'>;

/** POST /oauth2/teams/token (spec §7: the session is read at `data.auth_token`), answered in the
 *  shape of POST /login so that it starts a session like every other method. 401
 *  `teams_token_invalid`; 403 `method_disabled`, `teams_link_sent` (not connected yet: the
 *  member the token names was mailed a link), `teams_not_linked`. */
export async function signInWithTeams(body: TeamsSignInRequest): Promise<LoginResult> {
  const signedIn = await sendData<TeamsSignedIn>('POST', '/oauth2/teams/token', body, {
    authenticated: false,
  });
  return { token: signedIn.auth_token, expires_at: signedIn.expires_at, user: signedIn.user };
}

export type TeamsLinkConfirmation = JsonBody<'confirmTeamsLink'>;
type TeamsLinkConfirmed = ResponseData<'confirmTeamsLink'>;

/** POST /oauth2/teams/link (public): connects the Teams account of a mailed link to the member it
 *  was mailed to, who then signs in from Teams. 400 `teams_link_invalid`; 409
 *  `teams_already_linked`. */
export const confirmTeamsLink = (body: TeamsLinkConfirmation) =>
  sendData<TeamsLinkConfirmed>('POST', '/oauth2/teams/link', body, { authenticated: false });

export const confirmTeamsLinkMutation = () => mutationOptions({ mutationFn: confirmTeamsLink });
