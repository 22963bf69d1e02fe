import { describe, expect, it } from 'vitest';

import type { SurveyTrend, TrendCycle } from '../../api/admin-surveys';

import { metricOf, pointsOf, rangeOf, segmentsOf } from './trend-model';

const cycle = (number: number, status: string, share: number | null): TrendCycle =>
  ({
    cycle: number,
    opened_on: null,
    status,
    audience: 10,
    respondents: status === 'ok' ? 6 : null,
    response_rate: null,
    as_of: null,
    items:
      status === 'ok'
        ? [
            {
              question_id: 'apoyo',
              status: share === null ? 'suppressed_small' : 'ok',
              respondents: share === null ? null : 6,
              mean: null,
              favourable: share === null ? null : { share, low: share - 0.2, high: share + 0.1 },
              enps: null,
            },
          ]
        : [],
  }) as TrendCycle;

describe('the trend across cycles', () => {
  const cycles = [
    cycle(1, 'ok', 0.5),
    cycle(2, 'ok', 0.6),
    cycle(3, 'suppressed_small', null),
    cycle(4, 'ok', null),
    cycle(5, 'ok', 0.7),
  ];

  it('follows the favourable share, and leaves a gap for a hidden cycle or question', () => {
    const trend = { k: 5, questions: [], cycles } as unknown as SurveyTrend;
    expect(metricOf(trend, 'apoyo')).toBe('favourable');
    expect(metricOf(trend, 'nada')).toBeNull();
    const points = pointsOf(cycles, 'apoyo', 'favourable');
    expect(points.map((point) => point.kind)).toEqual([
      'value',
      'value',
      'hidden',
      'hidden',
      'value',
    ]);
    expect(points[0]).toMatchObject({ value: 0.5, low: 0.3, high: 0.6, respondents: 6 });
    // The line stops at the gap and starts again after it.
    expect(segmentsOf(points).map((run) => run.map((entry) => entry.index))).toEqual([[0, 1], [4]]);
    expect(rangeOf('favourable', points)).toEqual([0, 1]);
    expect(rangeOf('enps', points)).toEqual([-100, 100]);
  });

  it('reads a cycle without the question as no data, not as hidden', () => {
    expect(pointsOf(cycles, 'otra', 'mean').map((point) => point.kind)).toEqual([
      'empty',
      'empty',
      'hidden',
      'empty',
      'empty',
    ]);
  });
});
