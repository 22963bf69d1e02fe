import { describe, expect, it } from 'vitest';

import { daysBetween, monthWeeks, parseMonth, shiftMonth } from './month-grid';

describe('monthWeeks', () => {
  it('starts on Monday and pads with the neighbouring months', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthWeeks(2026, 12, 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toMatchObject({ key: '2026-11-30', inMonth: false });
    expect(weeks[0]?.[1]).toMatchObject({ key: '2026-12-01', day: 1, inMonth: true });
    expect(weeks[4]?.[6]).toMatchObject({ key: '2027-01-03', inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
  });

  it('starts on Sunday when asked', () => {
    const weeks = monthWeeks(2026, 2, 0);
    expect(weeks[0]?.[0]?.weekday).toBe(0);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('months', () => {
  it('moves across years', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('reads only real months', () => {
    expect(parseMonth('2026-07')).toEqual({ year: 2026, month: 7 });
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('julio')).toBeNull();
  });

  it('lists every day an event spans', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
