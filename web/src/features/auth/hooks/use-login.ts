import { useMutation } from '@tanstack/react-query';

import type { LoginResult } from '@/api/types';
import { login } from '@/features/auth/api/login';
import { sessionDeps } from '@/lib/session/default-deps';
import { startSession } from '@/lib/session/start-session';

import { toLoginRequest, type LoginValues } from '../login-schema';

/** Signs in with `signIn` (any call answering like POST /login), then loads the session
 *  (modules, user, counts). The router leaves /login once the user is stored. Never retried
 *  (a mutation). Every sign-in method goes through here. */
export function useSignIn<V>(signIn: (values: V) => Promise<LoginResult>) {
  return useMutation({
    mutationFn: async (values: V) => {
      const result = await signIn(values);
      await startSession(sessionDeps, result.token);
      return result.user;
    },
  });
}

/** Signs in with a password. */
export function useLogin() {
  return useSignIn((values: LoginValues) => login(toLoginRequest(values)));
}
