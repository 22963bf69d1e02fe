import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import type { LoginResult } from '@/api/types';
import { login } from '@/features/auth/api/login';
import { sessionDeps } from '@/lib/session/default-deps';
import { startSession } from '@/lib/session/start-session';

import { toLoginRequest, type LoginValues } from '../login-schema';
import { signInDetour } from '../sign-in-detour';

/** Signs in with `signIn` (any call answering like POST /login), then loads the session
 *  (modules, user, counts). The router leaves /login once the user is stored; other screens go
 *  home themselves. A refusal that asks for a step first (activation, a new password) goes to
 *  that step's screen with the address `emailOf` reads from the values. Never retried (a
 *  mutation). Every sign-in method goes through here. */
export function useSignIn<V>(
  signIn: (values: V) => Promise<LoginResult>,
  emailOf: (values: V) => string = () => '',
) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (values: V) => {
      const result = await signIn(values);
      await startSession(sessionDeps, result.token);
      return result.user;
    },
    onError: (error, values) => {
      const detour = signInDetour(error, emailOf(values));
      if (detour) void navigate(detour.to, { state: detour.state });
    },
  });
}

/** Signs in with a password. */
export function useLogin() {
  return useSignIn(
    (values: LoginValues) => login(toLoginRequest(values)),
    (values) => toLoginRequest(values).email,
  );
}
