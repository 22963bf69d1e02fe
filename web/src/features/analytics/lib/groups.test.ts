import { describe, expect, it } from 'vitest';

import { bandKey, formatGini, giniReading } from './groups';

describe('equity groups', () => {
  it('turns the contract band keys into glossary keys', () => {
    expect(['lt1', '1-3', '3-5', '5-10', '10+', 'unknown'].map(bandKey)).toEqual([
      'lt1',
      '1to3',
      '3to5',
      '5to10',
      '10plus',
      'unknown',
    ]);
    expect(['lt25', '25-34', '55+'].map(bandKey)).toEqual(['lt25', '25to34', '55plus']);
  });

  it('reads a Gini coefficient in words and with two decimals', () => {
    expect(giniReading(0.1)).toBe('even');
    expect(giniReading(0.3)).toBe('uneven');
    expect(giniReading(0.5)).toBe('concentrated');
    expect(formatGini(0.4213, 'es')).toBe('0,42');
    expect(formatGini(1, 'en')).toBe('1.00');
  });
});
