import { describe, expect, it } from 'vitest';

import { affordability } from './affordability';

describe('affordability', () => {
  it('says what is missing and how much of the price the balance covers', () => {
    expect(affordability(380, 500)).toEqual({ affordable: false, missing: 120, percent: 76 });
    expect(affordability(0, 300)).toEqual({ affordable: false, missing: 300, percent: 0 });
    expect(affordability(299, 300)).toEqual({ affordable: false, missing: 1, percent: 99 });
  });

  it('is affordable once the balance reaches the price', () => {
    expect(affordability(500, 500)).toEqual({ affordable: true, missing: 0, percent: 100 });
    expect(affordability(2000, 150)).toEqual({ affordable: true, missing: 0, percent: 100 });
  });

  it('treats a negative balance as none', () => {
    expect(affordability(-20, 100)).toEqual({ affordable: false, missing: 100, percent: 0 });
  });
});
