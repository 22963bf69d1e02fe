// The signed-in person's own account: their data and their password.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody, LoginResult } from '@/api/types';
import { updateAccount } from '@/lib/calls/user';

export type PasswordChange = JsonBody<'changePassword'>;

/** PATCH /user/account/update: the answer is the updated user, which the screen stores as the
 *  signed-in user (useSetCurrentUser). */
export const updateAccountMutation = () => mutationOptions({ mutationFn: updateAccount });

/** POST /user/password: every other session ends; the answer is a new session for this device.
 *  400 `wrong_password` when the current password is not right. */
export const changePasswordMutation = () =>
  mutationOptions({
    mutationFn: (change: PasswordChange) => sendData<LoginResult>('POST', '/user/password', change),
  });
