import { useMutation } from '@tanstack/react-query';

import { login } from '@/features/auth/api/login';
import { sessionDeps } from '@/lib/session/default-deps';
import { startSession } from '@/lib/session/start-session';

import { toLoginRequest, type LoginValues } from '../login-schema';

/** Signs in with a password, then loads the session (modules, user, counts). The router
 *  leaves /login once the user is stored. Never retried (a mutation). */
export function useLogin() {
  return useMutation({
    mutationFn: async (values: LoginValues) => {
      const result = await login(toLoginRequest(values));
      await startSession(sessionDeps, result.token);
      return result.user;
    },
  });
}
