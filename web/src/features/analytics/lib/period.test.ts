import { describe, expect, it } from 'vitest';

import { addDays, isDay, presetRange, rangeProblem, spanDays } from './period';

describe('dashboard periods', () => {
  it('ends every preset today, 30 and 90 days and a year long', () => {
    expect(presetRange('30d', '2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(spanDays(presetRange('90d', '2026-03-30').from, '2026-03-30')).toBe(90);
    expect(presetRange('12m', '2026-03-30')).toEqual({ from: '2025-03-31', to: '2026-03-30' });
  });

  it('walks days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-03-01')).toBe(true);
  });

  it('names what is wrong with a custom period, as the server would refuse it', () => {
    expect(rangeProblem('2026-03-01', '2026-03-31')).toBeNull();
    expect(rangeProblem('', '2026-03-31')).toBe('invalidFrom');
    expect(rangeProblem('2026-03-01', '31/03/2026')).toBe('invalidTo');
    expect(rangeProblem('2026-03-31', '2026-03-01')).toBe('order');
    expect(rangeProblem('2025-03-10', '2026-03-10')).toBeNull();
    expect(rangeProblem('2025-03-09', '2026-03-10')).toBe('tooLong');
  });
});
