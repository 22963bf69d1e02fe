// Why the Teams sign-in could not get a token from Microsoft Teams.

/** `outside_teams`: the page is not open inside Microsoft Teams (the SDK did not start within
 *  the wait); `no_token`: Teams is there but gave no token (consent refused, SSO not set up). */
export type TeamsFailureReason = 'outside_teams' | 'no_token';

export class TeamsSignInError extends Error {
  readonly reason: TeamsFailureReason;

  constructor(reason: TeamsFailureReason, cause?: unknown) {
    super(`Microsoft Teams sign-in: ${reason}`, { cause });
    this.name = 'TeamsSignInError';
    this.reason = reason;
  }
}
