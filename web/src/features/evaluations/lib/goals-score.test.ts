import { describe, expect, it } from 'vitest';

import { goalsScore } from './goals-score';

describe('goalsScore', () => {
  it('weighs each rating by its goal’s weight, to one decimal', () => {
    expect(
      goalsScore([
        { weight: 60, rating: 5 },
        { weight: 40, rating: 3 },
      ]),
    ).toBe(4.2);
    expect(
      goalsScore([
        { weight: 1, rating: 4 },
        { weight: 2, rating: 5 },
      ]),
    ).toBe(4.7);
  });

  it('gives an unweighted goal the mean of the others’ weights', () => {
    // Weights 60, 20 and the mean 40: (60·5 + 20·1 + 40·2) / 120 = 3.33…
    expect(
      goalsScore([
        { weight: 60, rating: 5 },
        { weight: 20, rating: 1 },
        { weight: null, rating: 2 },
      ]),
    ).toBe(3.3);
  });

  it('weighs every goal the same when none has a weight', () => {
    expect(
      goalsScore([
        { weight: null, rating: 2 },
        { weight: 0, rating: 5 },
      ]),
    ).toBe(3.5);
  });

  it('counts only the goals rated so far, and is nothing before the first', () => {
    expect(
      goalsScore([
        { weight: 50, rating: 4 },
        { weight: 50, rating: null },
      ]),
    ).toBe(4);
    expect(goalsScore([{ weight: 50, rating: null }])).toBeNull();
    expect(goalsScore([])).toBeNull();
  });
});
