// Retry rules of spec §9 (see web/README.md, "Retry policy", for the decisions taken here).
//
// - Shared handler (`withRetry`): up to 3 attempts of one operation, backoff 1 s doubling with
//   up to 10 % jitter, only for transient failures.
// - Interceptor (`shouldRetryRequest`): each HTTP request is retried at most once, and only when
//   it is idempotent (never a mutation) and the failure is transient.
// - Queries (`shouldRetryQuery`, `queryRetryDelay`): up to 3 retries, backoff 1 s doubling with up
//   to 30 % jitter capped at 30 s, never on a 4xx.
//
// "Transient" = network failure, timeout, 408, 429, 502, 503, 504. The catalogue also marks 404
// and other sub-500 statuses recoverable (the user may retry); they are not retried automatically
// because client errors are not retried (spec §7).
import { type ApiError, toApiError } from './errors';

export const RETRY_BASE_DELAY_MS = 1_000;
export const SHARED_MAX_ATTEMPTS = 3;
export const SHARED_RETRY_JITTER = 0.1;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_JITTER = 0.3;
export const QUERY_RETRY_CAP_MS = 30_000;

const TRANSIENT_STATUSES = new Set([408, 429, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options']);

type BackoffOptions = {
  baseMs?: number;
  /** Largest extra fraction added at random (0.1 = up to 10 %). */
  jitter?: number;
  capMs?: number;
  random?: () => number;
};

/** Delay before retry number `retryIndex` (0 = first retry): base · 2^i · (1 + r · jitter). */
export function backoffDelay(retryIndex: number, options: BackoffOptions = {}): number {
  const {
    baseMs = RETRY_BASE_DELAY_MS,
    jitter = SHARED_RETRY_JITTER,
    capMs = Number.POSITIVE_INFINITY,
    random = Math.random,
  } = options;
  const exponential = baseMs * 2 ** Math.max(0, retryIndex);
  return Math.min(exponential * (1 + random() * jitter), capMs);
}

/** True for writes (anything but GET, HEAD, OPTIONS); they are never retried. */
export function isMutation(method: string | undefined): boolean {
  return !IDEMPOTENT_METHODS.has((method ?? 'get').toLowerCase());
}

/** Network failures, timeouts and 408, 429, 502, 503, 504. */
export function isTransient(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== null && TRANSIENT_STATUSES.has(error.status);
}

/** Interceptor rule: retry once, idempotent requests only, transient failures only. */
export function shouldRetryRequest(
  error: ApiError,
  method: string | undefined,
  alreadyRetried: boolean,
): boolean {
  return !alreadyRetried && !isMutation(method) && isTransient(error);
}

type WithRetryOptions = {
  maxAttempts?: number;
  shouldRetry?: (error: ApiError) => boolean;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Shared handler: runs `operation` up to `maxAttempts` times while its failure is transient. */
export async function withRetry<T>(
  operation: () => Promise<T>,
  options: WithRetryOptions = {},
): Promise<T> {
  const {
    maxAttempts = SHARED_MAX_ATTEMPTS,
    shouldRetry = isTransient,
    sleep: wait = sleep,
    random = Math.random,
  } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      const apiError = toApiError(error);
      if (attempt >= maxAttempts || !shouldRetry(apiError)) throw error;
      await wait(backoffDelay(attempt - 1, { jitter: SHARED_RETRY_JITTER, random }));
    }
  }
}

/** Query rule: up to 3 retries, never on a client error (400–499) nor on a server error that
 *  §8 marks not recoverable (500 and every 5xx but 502, 503, 504). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  const apiError = toApiError(error);
  if (apiError.kind === 'network' || apiError.kind === 'timeout') return true;
  const status = apiError.status;
  return status !== null && status >= 500 && TRANSIENT_STATUSES.has(status);
}

/** Query backoff: 1 s doubling, up to 30 % jitter, at most 30 s. */
export function queryRetryDelay(attemptIndex: number, random: () => number = Math.random): number {
  return backoffDelay(attemptIndex, {
    jitter: QUERY_RETRY_JITTER,
    capMs: QUERY_RETRY_CAP_MS,
    random,
  });
}
