import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAppStore } from '@/stores/app-store';
import { AUTH_TOKEN_KEY } from '@/stores/session-storage';
import { fakeTransport, type FakeReply } from '@/testing/fake-api';

import {
  apiClient,
  getBlob,
  getData,
  request,
  setTransport,
  unwrap,
  type TransportRequest,
} from './client';
import { ApiError } from './errors';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import type { Envelope } from './types';

type Reply = FakeReply | 'hang';

/** Answers each request with the next reply (a success envelope when they run out). */
function mockServer(replies: Reply[]): TransportRequest[] {
  const seen: TransportRequest[] = [];
  setTransport((sent) => {
    seen.push(sent);
    const reply = replies.shift() ?? { status: 200, body: { success: true, data: null } };
    if (reply === 'hang') {
      return new Promise((_resolve, reject) => {
        sent.signal.addEventListener('abort', () => reject(new DOMException('Aborted')));
      });
    }
    const body =
      reply !== 'network' && reply.body === undefined
        ? { success: false, error: 'x', code: 'x' }
        : undefined;
    const filled = reply === 'network' || body === undefined ? reply : { ...reply, body };
    return fakeTransport({ [`${sent.method} ${sent.path}`]: filled })(sent);
  });
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setTransport(null);
});

describe('apiClient', () => {
  it('sends JSON with the stored Bearer token and fails as a timeout after 30 s', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'abc.def.ghi');
    const seen = mockServer([{ status: 200, body: { success: true, data: 1 } }, 'hang']);
    await apiClient.post('/user/search', { query: 'a' });
    expect(seen[0]?.headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(seen[0]?.headers.Accept).toBe('application/json');
    expect(seen[0]?.headers['Content-Type']).toBe('application/json');
    expect(seen[0]?.body).toBe('{"query":"a"}');

    const slow = apiClient.post('/slow', {});
    const settled = expect(slow).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(seen[1]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('puts query parameters in the URL, leaving out empty ones', async () => {
    const seen = mockServer([{ status: 200 }]);
    await apiClient.get('/post', { params: { perPage: 10, before: undefined, all: true } });
    expect(seen[0]?.url).toBe('/api/post?perPage=10&all=true');
    expect(seen[0]?.path).toBe('/post');
  });

  it('sends form data as it is, with no JSON content type', async () => {
    const seen = mockServer([{ status: 201, body: { success: true, data: 1 } }]);
    const form = new FormData();
    form.append('name', 'Mentor');
    await apiClient.post('/org/badges', form);
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('sends no token on public calls, and none when the stored value is "undefined"', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'abc.def.ghi');
    const seen = mockServer([{ status: 200 }, { status: 200 }]);
    await apiClient.get('/org/branding', { authenticated: false });
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'undefined');
    await apiClient.get('/user');
    expect(seen[0]?.headers.Authorization).toBeFalsy();
    expect(seen[1]?.headers.Authorization).toBeFalsy();
  });

  it('clears the session on a 401', async () => {
    useAppStore.getState().setAuthToken('abc.def.ghi');
    mockServer([{ status: 401, body: { success: false, error: 'No', code: 'unauthorized' } }]);
    await expect(apiClient.get('/user')).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState().authToken).toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('does not end the session on a failed sign-in (public call)', async () => {
    useAppStore.getState().setAuthToken('abc.def.ghi');
    mockServer([
      { status: 401, body: { success: false, error: 'No', code: 'invalid_credentials' } },
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

  it('waits what Retry-After asks (at most 10 s) before the retry', async () => {
    const seen = mockServer([{ status: 429, headers: { 'Retry-After': '3' } }]);
    const result = getData<null>('/org/services');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    mockServer(['network', { status: 200, body: { success: true, data: 7 } }]);
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

describe('fetch', () => {
  it('starts each request in a task of its own, not in the one that asked', async () => {
    vi.useRealTimers();
    // How many requests had started by the end of the task that started each one.
    const startedByEndOfTask: number[] = [];
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(() => {
      setTimeout(() => startedByEndOfTask.push(fetchMock.mock.calls.length), 0);
      return Promise.resolve(Response.json({ success: true, data: 1 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const answers = Promise.all([apiClient.get('/a'), apiClient.get('/b'), apiClient.get('/c')]);
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await answers;
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/a', '/api/b', '/api/c']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startedByEndOfTask).toEqual([1, 2, 3]);
  });
});

describe('getBlob', () => {
  it('asks for a blob, and fetch reads a successful answer as one', async () => {
    vi.useRealTimers();
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('webp', { status: 200, headers: { 'Content-Type': 'image/webp' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const blob = await getBlob('/user/profile-photo/downgrade/7', { timeout: 10_000 });
    expect(blob.type).toBe('image/webp');
    expect(await blob.text()).toBe('webp');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/profile-photo/downgrade/7',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it("reads a failure's error envelope as JSON, not as a blob", async () => {
    vi.useRealTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ success: false, error: 'Sin foto', code: 'not_found' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    await expect(getBlob('/user/profile-photo/downgrade/7')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('fails as a timeout after the time it was given', async () => {
    const seen = mockServer(['hang']);
    const result = getBlob('/user/profile-photo/downgrade/7', { timeout: 10_000, retry: false });
    const settled = expect(result).rejects.toMatchObject({ kind: 'timeout' });
    expect(seen[0]?.responseType).toBe('blob');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
  });
});

describe('failures', () => {
  it('reads the error envelope: message, code, field messages and Retry-After', async () => {
    mockServer([
      {
        status: 429,
        headers: { 'Retry-After': '30' },
        body: {
          success: false,
          error: 'Cuenta bloqueada',
          code: 'account_locked',
          details: { fields: { email: 'Demasiados intentos', other: 3 } },
        },
      },
    ]);
    const error = await request('POST', '/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'account_locked',
      message: 'Cuenta bloqueada',
      serverMessage: 'Cuenta bloqueada',
      fields: { email: 'Demasiados intentos' },
      retryAfterMs: 30_000,
      recoverable: true,
    });
    expect((error as ApiError).catalogue.message).toBe(
      'Demasiadas solicitudes. Espera un momento.',
    );
  });

  it('uses the catalogue message when the server sent none', async () => {
    mockServer([{ status: 500, body: '<html>' }]);
    const error = await apiClient.post('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Error interno del servidor. Intenta más tarde.',
      code: null,
    });
  });

  it('classifies a request without response as a network failure', async () => {
    mockServer(['network']);
    const error = await apiClient.post('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'network',
      message: 'Error de conexión. Verifica tu conexión a internet.',
    });
  });

  it('marks a request the caller aborted as cancelled, and never retries it', async () => {
    const seen = mockServer(['hang']);
    const controller = new AbortController();
    const result = apiClient.get('/user', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'cancelled' });
    expect(seen).toHaveLength(1);
  });

  it('turns a success: false body into an ApiError', () => {
    const response = { status: 200, data: { success: false, error: 'Mal', code: 'bad' } };
    expect(() => unwrap(response as never)).toThrow('Mal');
  });
});
