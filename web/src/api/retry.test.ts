import { describe, expect, it, vi } from 'vitest';

import { ApiError } from './errors';
import {
  backoffDelay,
  isMutation,
  isTransient,
  queryRetryDelay,
  shouldRetryQuery,
  shouldRetryRequest,
  withRetry,
} from './retry';

const http = (status: number) => new ApiError({ kind: 'http', status });
const network = new ApiError({ kind: 'network' });
const timeout = new ApiError({ kind: 'timeout' });

describe('backoffDelay (shared handler: 1 s doubling, up to 10 % jitter)', () => {
  it('doubles from 1 s without jitter', () => {
    const none = () => 0;
    expect([0, 1, 2].map((i) => backoffDelay(i, { random: none }))).toEqual([1000, 2000, 4000]);
  });

  it('adds at most 10 %', () => {
    const max = () => 0.999999;
    expect(backoffDelay(0, { random: max })).toBeLessThan(1100);
    expect(backoffDelay(0, { random: max })).toBeGreaterThan(1099);
    expect(backoffDelay(1, { random: max })).toBeLessThan(2200);
  });

  it('stays within bounds with real randomness', () => {
    for (let i = 0; i < 200; i += 1) {
      const delay = backoffDelay(1);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(2200);
    }
  });
});

describe('query retry (up to 3, 1 s doubling, up to 30 % jitter, cap 30 s, no 4xx)', () => {
  it('bounds the jitter at 30 % and caps at 30 s', () => {
    expect(queryRetryDelay(0, () => 0)).toBe(1000);
    expect(queryRetryDelay(0, () => 0.999999)).toBeLessThan(1300);
    expect(queryRetryDelay(0, () => 0.999999)).toBeGreaterThan(1299);
    expect(queryRetryDelay(2, () => 0.5)).toBe(4000 * 1.15);
    expect(queryRetryDelay(10, () => 0.5)).toBe(30_000);
  });

  it('never retries a client error', () => {
    for (const status of [400, 401, 403, 404, 408, 409, 422, 429, 499]) {
      expect(shouldRetryQuery(0, http(status))).toBe(false);
    }
  });

  it('never retries what §8 marks not recoverable (500, other 5xx, unknown failures)', () => {
    for (const status of [500, 501, 505]) expect(shouldRetryQuery(0, http(status))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'unknown' }))).toBe(false);
  });

  it('retries unavailable servers and network failures up to 3 times', () => {
    for (const status of [502, 503, 504]) expect(shouldRetryQuery(0, http(status))).toBe(true);
    expect(shouldRetryQuery(0, timeout)).toBe(true);
    expect(shouldRetryQuery(2, http(503))).toBe(true);
    expect(shouldRetryQuery(3, http(503))).toBe(false);
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'cancelled' }))).toBe(false);
  });
});

describe('interceptor rule', () => {
  it('treats anything but GET, HEAD and OPTIONS as a mutation', () => {
    expect(isMutation('get')).toBe(false);
    expect(isMutation('HEAD')).toBe(false);
    expect(isMutation(undefined)).toBe(false);
    for (const method of ['post', 'put', 'patch', 'delete']) expect(isMutation(method)).toBe(true);
  });

  it('retries transient failures of reads, once', () => {
    for (const error of [network, timeout, http(408), http(429), http(502), http(503), http(504)]) {
      expect(isTransient(error)).toBe(true);
      expect(shouldRetryRequest(error, 'get', false)).toBe(true);
      expect(shouldRetryRequest(error, 'get', true)).toBe(false);
    }
  });

  it('never retries mutations', () => {
    for (const method of ['post', 'put', 'patch', 'delete']) {
      expect(shouldRetryRequest(network, method, false)).toBe(false);
      expect(shouldRetryRequest(http(503), method, false)).toBe(false);
    }
  });

  it('does not retry client errors other than 408 and 429, nor a 500', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 500, 501]) {
      expect(shouldRetryRequest(http(status), 'get', false)).toBe(false);
    }
  });
});

describe('withRetry (shared handler)', () => {
  it('makes at most 3 attempts with doubling delays', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const operation = vi.fn(() => Promise.reject(http(503)));
    await expect(withRetry(operation, { sleep, random: () => 0 })).rejects.toBeInstanceOf(ApiError);
    expect(operation).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it('returns the first success', async () => {
    const operation = vi.fn().mockRejectedValueOnce(network).mockResolvedValueOnce('ok');
    await expect(withRetry(operation, { sleep: () => Promise.resolve() })).resolves.toBe('ok');
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('does not retry a non-transient failure', async () => {
    const operation = vi.fn(() => Promise.reject(http(400)));
    await expect(withRetry(operation, { sleep: () => Promise.resolve() })).rejects.toThrow();
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
