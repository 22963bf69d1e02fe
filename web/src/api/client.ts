// The one HTTP client (fetch): base URL, Bearer token, JSON (or a blob when asked), 30 s timeout,
// the error catalogue, 401 handling and the per-request retry of transient failures (retry.ts).
import { env } from '@/config/env';
import { yieldInTurn } from '@/lib/scheduling';
import { useAppStore } from '@/stores/app-store';
import { readStoredToken } from '@/stores/session-storage';

import { ApiError, parseRetryAfter, readErrorBody } from './errors';
import type { Page, PageMeta } from './page';
import { backoffDelay, shouldRetryRequest, sleep } from './retry';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import type { Envelope, ErrorBody } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Options every call function accepts. */
export type RequestOptions = { signal?: AbortSignal; retry?: boolean };

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestConfig = RequestOptions & {
  params?: QueryParams;
  headers?: Record<string, string>;
  /** Milliseconds before the call fails as a timeout (default 30 s). */
  timeout?: number;
  /** false: send no Bearer token and skip the 401 handling (public calls, sign-in). */
  authenticated?: boolean;
  /** 'blob': a successful answer's body is read as a Blob (images); failures stay JSON. */
  responseType?: ResponseType;
};

export type ResponseType = 'json' | 'blob';

/** What the transport is asked to send. `path` is relative to the API base, without query. */
export type TransportRequest = {
  method: HttpMethod;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  signal: AbortSignal;
  responseType: ResponseType;
};

/** What came back: the status, a header reader and the parsed body (JSON, else text; a Blob
 *  for a successful `responseType: 'blob'` request). */
export type TransportReply = {
  status: number;
  header: (name: string) => string | null;
  data: unknown;
};

/** Sends one request. Throws only when no answer arrived (network failure, abort). */
export type Transport = (request: TransportRequest) => Promise<TransportReply>;

export type ApiResponse<T> = { status: number; data: T; header: (name: string) => string | null };

/** Longest Retry-After the client waits before its single retry. */
const MAX_RETRY_AFTER_MS = 10_000;

const fetchTransport: Transport = async ({ method, url, headers, body, signal, responseType }) => {
  const response = await fetch(url, { method, headers, body, signal });
  const header = (name: string) => response.headers.get(name);
  if (responseType === 'blob' && response.ok) {
    return { status: response.status, header, data: await response.blob() };
  }
  const text = await response.text();
  let data: unknown = text;
  if (text && (response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      data = text;
    }
  }
  return { status: response.status, header, data };
};

let transport: Transport = fetchTransport;

/** Replaces how requests are sent (tests); null restores fetch. Returns the one in use before. */
export function setTransport(next: Transport | null): Transport {
  const previous = transport;
  transport = next ?? fetchTransport;
  return previous;
}

type UnauthorizedHandler = (error: ApiError) => void;

/** Default 401 reaction: clear the stored session. The router then sends the user to /login
 *  unless they already are on a path that needs no session (login, logout, recovery). */
let unauthorizedHandler: UnauthorizedHandler = () => {
  const state = useAppStore.getState();
  if (state.authToken || state.me.data) state.logout();
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, params: QueryParams | undefined): string {
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${env.apiBaseUrl}${path}${query ? `?${query}` : ''}`;
}

function buildHeaders(config: RequestConfig, body: unknown): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
  // FormData and Blob bodies carry their own type (the browser adds the multipart boundary).
  if (body !== undefined && !(body instanceof FormData) && !(body instanceof Blob)) {
    headers['Content-Type'] = 'application/json';
  }
  if (config.authenticated !== false && !headers.Authorization) {
    const token = readStoredToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

/** One attempt: a timeout of its own, linked to the caller's signal. */
async function attempt(
  method: HttpMethod,
  path: string,
  body: unknown,
  config: RequestConfig,
): Promise<TransportReply> {
  // Each request starts in a task of its own (fetch's own; tests' transports answer at once): a
  // screen's first commit subscribes all its queries at once, and every request's start (its
  // timer, its abort wiring, the fetch() call) costs a few milliseconds on a phone, more while
  // DevTools records, so eight of them in the commit's effects made one long task.
  if (transport === fetchTransport) await yieldInTurn();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeout ?? REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  config.signal?.addEventListener('abort', cancel);
  try {
    if (config.signal?.aborted) throw new ApiError({ kind: 'cancelled' });
    return await transport({
      method,
      path,
      url: buildUrl(path, config.params),
      headers: buildHeaders(config, body),
      body: encodeBody(body),
      signal: controller.signal,
      responseType: config.responseType ?? 'json',
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError({ kind: 'timeout', cause: error });
    if (config.signal?.aborted) throw new ApiError({ kind: 'cancelled', cause: error });
    throw new ApiError({ kind: 'network', cause: error });
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
}

/** Sends a request; a failure (network, timeout, status ≥ 400) throws an ApiError. Idempotent
 *  requests are retried once on a transient failure unless `retry: false`. */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  config: RequestConfig = {},
): Promise<ApiResponse<T>> {
  for (let retried = false; ; retried = true) {
    let failure: ApiError;
    try {
      const reply = await attempt(method, path, body, config);
      if (reply.status < 400) {
        return { status: reply.status, data: reply.data as T, header: reply.header };
      }
      failure = new ApiError({
        kind: 'http',
        status: reply.status,
        retryAfterMs: parseRetryAfter(reply.header('Retry-After')),
        ...readErrorBody(reply.data),
      });
    } catch (error) {
      failure = error instanceof ApiError ? error : new ApiError({ kind: 'unknown', cause: error });
    }
    if (failure.status === 401 && config.authenticated !== false) unauthorizedHandler(failure);
    if (config.retry === false || !shouldRetryRequest(failure, method, retried)) throw failure;
    const wait = failure.retryAfterMs ?? backoffDelay(0);
    await sleep(Math.min(wait, MAX_RETRY_AFTER_MS));
  }
}

/** The raw calls, for the few that read something other than a success envelope. */
export const apiClient = {
  get: <T>(path: string, config?: RequestConfig) => request<T>('GET', path, undefined, config),
  delete: <T>(path: string, config?: RequestConfig) =>
    request<T>('DELETE', path, undefined, config),
  post: <T>(path: string, body?: unknown, config?: RequestConfig) =>
    request<T>('POST', path, body, config),
  put: <T>(path: string, body?: unknown, config?: RequestConfig) =>
    request<T>('PUT', path, body, config),
  patch: <T>(path: string, body?: unknown, config?: RequestConfig) =>
    request<T>('PATCH', path, body, config),
};

/** The success envelope of a response; any other body (an ErrorBody with `success: false`)
 *  becomes an ApiError carrying its code, message, field messages and details. */
function envelope<T>(response: ApiResponse<Envelope<T> | ErrorBody>): Envelope<T> {
  const body = response.data;
  if (!body || typeof body !== 'object' || body.success !== true) {
    throw new ApiError({ kind: 'http', status: response.status, ...readErrorBody(body) });
  }
  return body;
}

/** The `data` of a success envelope; a body with `success: false` becomes an ApiError. */
export function unwrap<T>(response: ApiResponse<Envelope<T>>): T {
  return envelope<T>(response).data;
}

/** The items and meta of a paged success envelope. */
export function unwrapPage<T>(response: ApiResponse<Envelope<T[]>>): Page<T> {
  const body = envelope<T[]>(response);
  const meta: PageMeta = body.meta ?? {
    page: 1,
    perPage: body.data.length,
    total: body.data.length,
  };
  return { items: body.data, meta };
}

/** GET a JSON call and return its `data`. */
export async function getData<T>(path: string, config?: RequestConfig): Promise<T> {
  return unwrap(await request<Envelope<T>>('GET', path, undefined, config));
}

/** GET a paged JSON call and return its items and meta. */
export async function getPage<T>(path: string, config?: RequestConfig): Promise<Page<T>> {
  return unwrapPage(await request<Envelope<T[]>>('GET', path, undefined, config));
}

/** GET a binary answer (an image) as a Blob; failures are ApiErrors as for JSON calls. */
export async function getBlob(path: string, config?: RequestConfig): Promise<Blob> {
  const response = await request<Blob>('GET', path, undefined, {
    ...config,
    headers: { Accept: '*/*', ...config?.headers },
    responseType: 'blob',
  });
  return response.data;
}

/** A write (or a read sent as POST) and its `data`. */
export async function sendData<T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body?: unknown,
  config?: RequestConfig,
): Promise<T> {
  return unwrap(await request<Envelope<T>>(method, path, body, config));
}
