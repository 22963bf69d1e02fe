// The only module that imports the Microsoft Teams SDK: loaded on demand by teams-token.ts, so
// the SDK is never part of the sign-in page's first chunks.
import { app, authentication } from '@microsoft/teams-js';

import { TeamsSignInError } from './teams-error';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Starts the SDK and asks Teams for the person's token. Outside Teams the SDK fails or never
 *  answers: after `initTimeoutMs` that is `outside_teams`. */
export async function teamsAuthToken(initTimeoutMs: number): Promise<string> {
  try {
    await withTimeout(app.initialize(), initTimeoutMs);
  } catch (error) {
    throw new TeamsSignInError('outside_teams', error);
  }
  try {
    return await authentication.getAuthToken();
  } catch (error) {
    throw new TeamsSignInError('no_token', error);
  }
}
