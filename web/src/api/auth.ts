// Sign-in calls.
import { apiClient, unwrap } from './client';
import type { Envelope, LoginRequest, LoginResult } from './types';

/** POST /login (write: throws an ApiError on failure; never retried). */
export async function login(credentials: LoginRequest): Promise<LoginResult> {
  const response = await apiClient.post<Envelope<LoginResult>>('/login', credentials, {
    authenticated: false,
  });
  return unwrap(response);
}
