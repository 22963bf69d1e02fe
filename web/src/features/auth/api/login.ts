// Sign-in calls.
import { sendData } from '@/api/client';
import type { LoginRequest, LoginResult } from '@/api/types';

/** POST /login (write: throws an ApiError on failure; never retried). */
export const login = (credentials: LoginRequest) =>
  sendData<LoginResult>('POST', '/login', credentials, { authenticated: false });
