import { describe, expect, it } from 'vitest';

import { carlos, maria } from '../testing/post-fixture';

import { paidReceivers, validateBoost } from './boost';

describe('boost', () => {
  it('pays only the receivers whose account took points', () => {
    expect(
      paidReceivers({
        amount: 20,
        receivers: [
          { ...carlos, points: 20 },
          { ...maria, points: 0 },
        ],
      }),
    ).toBe(1);
  });

  it('needs a whole amount of 1 or more that the balance covers for every paid receiver', () => {
    expect(validateBoost(null, 2, 100)).toBe('post.boostAmountRequired');
    expect(validateBoost(0, 2, 100)).toBe('post.boostAmountInvalid');
    expect(validateBoost(1.5, 2, 100)).toBe('post.boostAmountInvalid');
    expect(validateBoost(51, 2, 100)).toBe('post.boostNoBalance');
    expect(validateBoost(50, 2, 100)).toBeNull();
    expect(validateBoost(500, 2, null)).toBeNull();
  });
});
