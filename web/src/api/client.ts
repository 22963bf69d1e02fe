// The one HTTP client: base URL, Bearer token, JSON, 30 s timeout, the error catalogue,
// 401 handling and the per-request retry of transient failures (see retry.ts).
import axios, { type AxiosResponse } from 'axios';

import { env } from '@/config/env';
import { useAppStore } from '@/stores/app-store';
import { readStoredToken } from '@/stores/session-storage';

import { ApiError, toApiError } from './errors';
import { backoffDelay, shouldRetryRequest, sleep } from './retry';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import type { Envelope } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: send no Bearer token and skip the 401 handling (public calls, sign-in). */
    authenticated?: boolean;
    /** false: no interceptor retry (queries retry at their own layer). */
    retry?: boolean;
    /** Set by the interceptor once the request has been retried. */
    retried?: boolean;
  }
}

/** Options every call function accepts. */
export type RequestOptions = { signal?: AbortSignal; retry?: boolean };

/** Longest Retry-After the interceptor waits before its single retry. */
const MAX_RETRY_AFTER_MS = 10_000;

export const apiClient = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

type UnauthorizedHandler = (error: ApiError) => void;

/** Default 401 reaction: clear the stored session. The router then sends the user to /login
 *  unless they already are on a login or logout path. */
let unauthorizedHandler: UnauthorizedHandler = () => {
  const state = useAppStore.getState();
  if (state.authToken || state.me.data) state.logout();
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

apiClient.interceptors.request.use((config) => {
  if (config.authenticated !== false) {
    const token = readStoredToken();
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
  }
  return config;
});

apiClient.interceptors.response.use(
  (response) => response,
  async (error: unknown) => {
    const apiError = toApiError(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    if (apiError.status === 401 && config?.authenticated !== false) unauthorizedHandler(apiError);
    if (
      config &&
      config.retry !== false &&
      shouldRetryRequest(apiError, config.method, !!config.retried)
    ) {
      config.retried = true;
      const wait = apiError.retryAfterMs ?? backoffDelay(0);
      await sleep(Math.min(wait, MAX_RETRY_AFTER_MS));
      return apiClient.request(config);
    }
    throw apiError;
  },
);

/** The `data` of a success envelope; a body with `success: false` becomes an ApiError. */
export function unwrap<T>(response: AxiosResponse<Envelope<T>>): T {
  const body = response.data as Envelope<T> | { success: false; error?: string; code?: string };
  if (!body || body.success !== true) {
    const failure = (body ?? {}) as { error?: string; code?: string };
    throw new ApiError({
      kind: 'http',
      status: response.status,
      code: failure.code ?? null,
      serverMessage: failure.error ?? null,
    });
  }
  return body.data;
}
