import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAppStore } from '@/stores/app-store';
import { AUTH_TOKEN_KEY } from '@/stores/session-storage';

import { apiClient, unwrap } from './client';
import { ApiError } from './errors';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import type { Envelope } from './types';

type Reply = { status: number; data?: unknown } | 'network';

function mockServer(replies: Reply[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const reply = replies.shift() ?? { status: 200, data: { success: true, data: null } };
    if (reply === 'network') {
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    }
    const response = {
      status: reply.status,
      statusText: '',
      data: reply.data ?? { success: false, error: 'x', code: 'x' },
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      return Promise.reject(
        new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, response),
      );
    }
    return Promise.resolve(response);
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apiClient', () => {
  it('sends JSON with a 30 s timeout and the stored Bearer token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'abc.def.ghi');
    const seen = mockServer([{ status: 200, data: { success: true, data: 1 } }]);
    await apiClient.get('/user');
    expect(apiClient.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends no token on public calls, and none when the stored value is "undefined"', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'abc.def.ghi');
    const seen = mockServer([{ status: 200 }, { status: 200 }]);
    await apiClient.get('/org/branding', { authenticated: false });
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'undefined');
    await apiClient.get('/user');
    expect(seen[0]?.headers.get('Authorization')).toBeFalsy();
    expect(seen[1]?.headers.get('Authorization')).toBeFalsy();
  });

  it('clears the session on a 401', async () => {
    useAppStore.getState().setAuthToken('abc.def.ghi');
    mockServer([{ status: 401, data: { success: false, error: 'No', code: 'unauthorized' } }]);
    await expect(apiClient.get('/user')).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState().authToken).toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('does not end the session on a failed sign-in (public call)', async () => {
    useAppStore.getState().setAuthToken('abc.def.ghi');
    mockServer([
      { status: 401, data: { success: false, error: 'No', code: 'invalid_credentials' } },
    ]);
    await expect(apiClient.post('/login', {}, { authenticated: false })).rejects.toThrow();
    expect(useAppStore.getState().authToken).toBe('abc.def.ghi');
  });

  it('retries a transient read failure once, after about 1 s', async () => {
    const seen = mockServer([{ status: 503 }, { status: 503 }]);
    const result = apiClient.get('/org/services');
    const settled = expect(result).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await settled;
    expect(seen).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    mockServer(['network', { status: 200, data: { success: true, data: 7 } }]);
    const result = apiClient.get<Envelope<number>>('/org/services');
    await vi.advanceTimersByTimeAsync(1200);
    expect(unwrap(await result)).toBe(7);
  });

  it('never retries mutations, client errors, or opted-out requests', async () => {
    const seen = mockServer([{ status: 503 }, { status: 404 }, { status: 503 }]);
    await expect(apiClient.post('/send_feedback', {})).rejects.toBeInstanceOf(ApiError);
    await expect(apiClient.get('/missing')).rejects.toMatchObject({ status: 404 });
    await expect(apiClient.get('/org', { retry: false })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(3);
  });
});

describe('unwrap', () => {
  it('turns a success: false body into an ApiError', () => {
    const response = { status: 200, data: { success: false, error: 'Mal', code: 'bad' } };
    expect(() => unwrap(response as never)).toThrow('Mal');
  });
});
