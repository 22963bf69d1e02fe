import { describe, expect, it } from 'vitest';

import { needsNormalising, normaliseTo100, weightSum } from './weights';

const ids = (weights: number[]) => weights.map((weight, index) => ({ id: index + 1, weight }));
const total = (items: { weight: number }[]) => items.reduce((sum, item) => sum + item.weight, 0);

describe('normaliseTo100', () => {
  it('keeps weights that already add to 100', () => {
    expect(normaliseTo100(ids([60, 40])).map((item) => item.weight)).toEqual([60, 40]);
  });

  it('gives three equal goals 34/33/33: the extra point to the first of the tied remainders', () => {
    expect(normaliseTo100(ids([1, 1, 1])).map((item) => item.weight)).toEqual([34, 33, 33]);
  });

  it('gives the missing points to the largest remainders', () => {
    // 10/30/25 → 15.38 / 46.15 / 38.46: floors 15+46+38 = 99, the largest remainder is 38.46.
    const result = normaliseTo100(ids([10, 30, 25]));
    expect(result.map((item) => item.weight)).toEqual([15, 46, 39]);
    expect(total(result)).toBe(100);
  });

  it('shares equally when every weight is zero', () => {
    expect(normaliseTo100(ids([0, 0, 0, 0])).map((item) => item.weight)).toEqual([25, 25, 25, 25]);
  });

  it('always adds to exactly 100 and keeps the ids', () => {
    for (const weights of [[7], [3, 3, 3, 3, 3, 3, 3], [99, 1, 1], [12.5, 12.5, 50, 0.4]]) {
      const result = normaliseTo100(ids(weights));
      expect(total(result)).toBe(100);
      expect(result.map((item) => item.id)).toEqual(weights.map((_w, index) => index + 1));
    }
  });

  it('gives nothing for no goals', () => {
    expect(normaliseTo100([])).toEqual([]);
  });
});

describe('weightSum and needsNormalising', () => {
  it('reads 33.3 + 33.3 + 33.4 as 100', () => {
    expect(weightSum(ids([33.3, 33.3, 33.4]))).toBe(100);
    expect(needsNormalising(ids([33.3, 33.3, 33.4]))).toBe(false);
  });

  it('warns when the weights do not add to 100', () => {
    expect(needsNormalising(ids([50, 40]))).toBe(true);
    expect(needsNormalising([])).toBe(false);
  });
});
