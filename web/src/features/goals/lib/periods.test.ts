import { describe, expect, it } from 'vitest';

import { presetOf, presetPeriod } from './periods';

const may = new Date(2026, 4, 15);
const november = new Date(2026, 10, 29);

describe('presetPeriod', () => {
  it('gives the quarter of today and the next one', () => {
    expect(presetPeriod('thisQuarter', may)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(presetPeriod('nextQuarter', may)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
  });

  it('moves the next quarter into the next year in the fourth quarter', () => {
    expect(presetPeriod('thisQuarter', november)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('nextQuarter', november)).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });

  it('gives the whole year, and nothing for custom dates', () => {
    expect(presetPeriod('thisYear', may)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('custom', may)).toBeNull();
  });
});

describe('presetOf', () => {
  it('recognises a preset from its dates, else custom', () => {
    expect(presetOf({ from: '2026-01-01', to: '2026-12-31' }, may)).toBe('thisYear');
    expect(presetOf({ from: '2026-02-01', to: '2026-12-31' }, may)).toBe('custom');
  });
});
