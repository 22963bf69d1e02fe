import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { dayRuns, minutesOf, officeWeek, weekProblems, weekText } from './week';

const SHORT = ['L', 'M', 'X', 'J', 'V', 'S', 'D'];
const t = ((key: string) => SHORT[Number(key.split('.').at(-1))] ?? key) as unknown as TFunction;

describe('week', () => {
  it('reads a week the way people write it', () => {
    const week = officeWeek();
    expect(weekText(week, t)).toBe('L–V 9:00–18:00');
    week[5] = [{ start: '06:00', end: '14:00' }];
    week[0] = [
      { start: '09:00', end: '14:00' },
      { start: '15:00', end: '18:00' },
    ];
    expect(weekText(week, t)).toBe('L 9:00–14:00, 15:00–18:00 · M–V 9:00–18:00 · S 6:00–14:00');
    expect(dayRuns(week)).toHaveLength(3);
  });

  it('finds bad times, starts after ends and overlapping intervals', () => {
    const week = officeWeek();
    week[0] = [{ start: '25:00', end: '26:00' }];
    week[1] = [{ start: '18:00', end: '09:00' }];
    week[2] = [
      { start: '09:00', end: '14:00' },
      { start: '13:00', end: '18:00' },
    ];
    expect(weekProblems(week)).toEqual({
      0: 'schedule.editor.problems.time',
      1: 'schedule.editor.problems.order',
      2: 'schedule.editor.problems.overlap',
    });
    expect(weekProblems(officeWeek())).toEqual({});
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('9:00')).toBeNull();
  });
});
