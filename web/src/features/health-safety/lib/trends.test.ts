import { describe, expect, it } from 'vitest';

import type { BodyMetric } from '../api/health-safety';

import { sparkline, trends, type Trend } from './trends';

/** The one trend a log of these entries has. */
function only(list: Trend[]): Trend {
  expect(list).toHaveLength(1);
  return list[0] as Trend;
}

const entry = (id: number, day: string, values: Partial<BodyMetric>): BodyMetric => ({
  id,
  day,
  weight_kg: null,
  steps: null,
  sleep_hours: null,
  resting_hr: null,
  created_at: 0,
  ...values,
});

describe('the trends of a wellness log', () => {
  it('orders the values oldest first and leaves out a metric logged only once', () => {
    const list = trends([
      entry(3, '2026-11-03', { weight_kg: 70.5, steps: 9000 }),
      entry(1, '2026-11-01', { weight_kg: 72 }),
      entry(2, '2026-11-02', { weight_kg: 71, sleep_hours: 7 }),
    ]);
    expect(list.map((t) => t.metric)).toEqual(['weight_kg']);
    expect(only(list)).toMatchObject({ first: 72, last: 70.5, min: 70.5, max: 72 });
    expect(only(list).points.map((p) => p.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('draws the highest value at the top and a flat line when nothing changed', () => {
    const rising = only(
      trends([entry(1, '2026-11-01', { steps: 1000 }), entry(2, '2026-11-02', { steps: 5000 })]),
    );
    expect(sparkline(rising, 100, 40)).toBe('4.0,36.0 96.0,4.0');
    const flat = only(
      trends([
        entry(1, '2026-11-01', { resting_hr: 60 }),
        entry(2, '2026-11-02', { resting_hr: 60 }),
      ]),
    );
    expect(sparkline(flat, 100, 40)).toBe('4.0,20.0 96.0,20.0');
  });
});
