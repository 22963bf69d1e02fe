import { describe, expect, it } from 'vitest';

import { createIdempotencyAttempts, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are UUIDs, different each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('reuse the key when the same submission is retried, and only then', () => {
    let n = 0;
    const attempts = createIdempotencyAttempts(() => `key-${++n}`);
    expect(attempts.keyFor({ amount: 5 })).toBe('key-1');
    expect(attempts.keyFor({ amount: 5 })).toBe('key-1');
    expect(attempts.keyFor({ amount: 6 })).toBe('key-2');
    attempts.reset();
    expect(attempts.keyFor({ amount: 6 })).toBe('key-3');
  });
});
