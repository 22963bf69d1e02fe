// Sign-in with a code sent by e-mail (public, no session): ask for a 6-digit code, then sign in
// with it. Writes: an ApiError on failure, never retried.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody, LoginResult, ResponseData } from '@/api/types';

export type LoginCodeRequest = JsonBody<'requestLoginCode'>;
export type LoginCodeRequested = ResponseData<'requestLoginCode'>;
export type LoginCodeVerification = JsonBody<'verifyLoginCode'>;

/** POST /otp/login: the same answer whether or not the address has an account; 403
 *  `method_disabled` when the organisation does not allow codes, 429 `rate_limited`. */
export const requestLoginCode = (body: LoginCodeRequest) =>
  sendData<LoginCodeRequested>('POST', '/otp/login', body, { authenticated: false });

/** POST /otp/verify_code: answers like POST /login; 400 `otp_invalid` (wrong, used or expired
 *  code) or `otp_exhausted` (too many tries: a new code is needed). */
export const verifyLoginCode = (body: LoginCodeVerification) =>
  sendData<LoginResult>('POST', '/otp/verify_code', body, { authenticated: false });

export const requestLoginCodeMutation = () => mutationOptions({ mutationFn: requestLoginCode });
