// Account activation calls (public, no session): whose account a mailed link opens, the first
// password that activates it (and signs the person in), and a new link by mail. Writes: an
// ApiError on failure, never retried.
import { mutationOptions, queryOptions } from '@tanstack/react-query';

import { sendData, type RequestOptions } from '@/api/client';
import type { JsonBody, LoginResult, ResponseData } from '@/api/types';

import { keyRoots } from './query-keys';

export type ActivationCheck = JsonBody<'checkActivationLink'>;
export type ActivationAccount = ResponseData<'checkActivationLink'>;
export type Activation = JsonBody<'activateAccount'>;
export type ActivationResend = JsonBody<'resendActivation'>;
export type ActivationResent = ResponseData<'resendActivation'>;

/** POST /user/activation/check: the account's address and first name; 400
 *  `activation_link_invalid` for an unknown, used or expired link. */
export const checkActivationLink = (body: ActivationCheck, options: RequestOptions = {}) =>
  sendData<ActivationAccount>('POST', '/user/activation/check', body, {
    ...options,
    authenticated: false,
  });

/** The link is read once per visit: a POST read, never refetched while the page is open (the
 *  link stops working once used). A refused link is a 400, which the query never retries. */
export const activationLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...keyRoots.activationLink, token] as const,
    queryFn: ({ signal }) => checkActivationLink({ token }, { signal, retry: false }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

/** POST /user/activate: answers like POST /login; 400 `activation_link_invalid`, 400
 *  `invalid_input` naming `password` (length, or one of the most common passwords). */
export const activateAccount = (body: Activation) =>
  sendData<LoginResult>('POST', '/user/activate', body, { authenticated: false });

/** POST /user/activation/resend: the same answer whether or not the address has an account
 *  waiting for activation. */
export const resendActivation = (body: ActivationResend) =>
  sendData<ActivationResent>('POST', '/user/activation/resend', body, { authenticated: false });

export const resendActivationMutation = () => mutationOptions({ mutationFn: resendActivation });
