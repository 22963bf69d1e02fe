// The anonymous channel's one way to the server: a POST (or the form's GET) whose body carries everything (the
// receipt and passphrase never go in an address, a query string or a header), sent with
// `credentials: 'omit'` (no cookie of a signed-in session goes with it), no Authorization
// header, no referrer and nothing cached. It does not use the shared client on purpose: that
// one adds the session's token.
import { ApiError, readErrorBody } from '@/api/errors';
import { REQUEST_TIMEOUT_MS } from '@/api/timeouts';
import { env } from '@/config/env';

/** POSTs `body` as JSON to `path` (under the API base) and returns the envelope's `data`. */
export const privatePost = <T>(path: string, body: unknown, timeout = REQUEST_TIMEOUT_MS) =>
  privateCall<T>('POST', path, body, timeout);

/** GETs `path` (nothing personal in it) and returns the envelope's `data`. */
export const privateGet = <T>(path: string) =>
  privateCall<T>('GET', path, undefined, REQUEST_TIMEOUT_MS);

async function privateCall<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  timeout: number,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    throw new ApiError({ kind: timedOut ? 'timeout' : 'network', cause: error });
  } finally {
    clearTimeout(timer);
  }
  let data: unknown = null;
  try {
    data = (await response.json()) as unknown;
  } catch {
    data = null;
  }
  const envelope = data as { success?: unknown; data?: unknown } | null;
  if (!response.ok || !envelope || envelope.success !== true) {
    throw new ApiError({ kind: 'http', status: response.status, ...readErrorBody(data) });
  }
  return envelope.data as T;
}
