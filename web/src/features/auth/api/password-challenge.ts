// The forced password change (public, no session): after a sign-in refused with 403
// `password_change_required` (an admin set a temporary password), the person chooses their own
// with the challenge of that answer. A write: an ApiError on failure, never retried.
import { sendData } from '@/api/client';
import type { JsonBody, LoginResult } from '@/api/types';

export type PasswordChallengeAnswer = JsonBody<'answerPasswordChallenge'>;

/** POST /user/challenge/pass: answers like POST /login (older sessions end); 400
 *  `challenge_invalid` (expired after 10 minutes, or used), 400 `invalid_input` naming
 *  `password`. */
export const answerPasswordChallenge = (body: PasswordChallengeAnswer) =>
  sendData<LoginResult>('POST', '/user/challenge/pass', body, { authenticated: false });
