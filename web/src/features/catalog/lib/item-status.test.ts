import { describe, expect, it } from 'vitest';

import { canReject, nextStatus } from './item-status';

describe('order item status', () => {
  it('moves forward one step at a time until delivered', () => {
    expect(nextStatus('pending')).toBe('processing');
    expect(nextStatus('processing')).toBe('shipped');
    expect(nextStatus('shipped')).toBe('delivered');
    expect(nextStatus('delivered')).toBeNull();
    expect(nextStatus('rejected')).toBeNull();
  });

  it('may be rejected until it is delivered', () => {
    expect(canReject('pending')).toBe(true);
    expect(canReject('processing')).toBe(true);
    expect(canReject('shipped')).toBe(true);
    expect(canReject('delivered')).toBe(false);
    expect(canReject('rejected')).toBe(false);
  });
});
