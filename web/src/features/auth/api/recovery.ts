// Password recovery calls (public, no session): ask for a link by mail, then set a new password
// with the token the link carries. Writes: an ApiError on failure, never retried.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody, ResponseData } from '@/api/types';
import { useAppStore } from '@/stores/app-store';

export type RecoveryRequest = JsonBody<'requestPasswordRecovery'>;
export type RecoveryRequested = ResponseData<'requestPasswordRecovery'>;
export type RecoveryConfirmation = JsonBody<'confirmPasswordRecovery'>;
export type RecoveryConfirmed = ResponseData<'confirmPasswordRecovery'>;

/** POST /user/recovery/pass: the same answer whether or not the address has an account. */
export const requestPasswordRecovery = (body: RecoveryRequest) =>
  sendData<RecoveryRequested>('POST', '/user/recovery/pass', body, { authenticated: false });

/** POST /user/confirm/pass/recovery: 400 `recovery_link_invalid` for an unknown, used or expired
 *  token. */
export const confirmPasswordRecovery = (body: RecoveryConfirmation) =>
  sendData<RecoveryConfirmed>('POST', '/user/confirm/pass/recovery', body, {
    authenticated: false,
  });

export const requestRecoveryMutation = () =>
  mutationOptions({ mutationFn: requestPasswordRecovery });

/** The server ends every session of the account whose password changed: when this browser is
 *  signed in to that account, its session is cleared too instead of failing on the next call. */
export const confirmRecoveryMutation = () =>
  mutationOptions({
    mutationFn: confirmPasswordRecovery,
    onSuccess: ({ email }) => {
      const state = useAppStore.getState();
      if (state.me.data?.email.toLowerCase() === email.toLowerCase()) state.logout();
    },
  });
