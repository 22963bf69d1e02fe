import { describe, expect, it } from 'vitest';

import { figure, formatDay, formatLocal, nextStage } from './words';

describe('health and safety words', () => {
  it('shows the event as it was written, day first', () => {
    expect(formatLocal('2024-03-04T10:30')).toBe('04/03/2024 10:30');
    expect(formatLocal('ayer')).toBe('ayer');
    expect(formatDay('2030-01-31')).toBe('31/01/2030');
  });

  it('moves a report one stage at a time and nowhere once closed', () => {
    expect(nextStage('reported')).toBe('investigating');
    expect(nextStage('investigating')).toBe('actions');
    expect(nextStage('actions')).toBe('closed');
    expect(nextStage('closed')).toBeNull();
  });

  it('hides a figure the privacy engine hides as "< k", and shows zeros', () => {
    const hidden = (k: number) => `< ${k}`;
    expect(figure({ count: null }, 5, hidden, String)).toBe('< 5');
    expect(figure({ count: 0 }, 5, hidden, String)).toBe('0');
    expect(figure({ count: 12 }, 5, hidden, String)).toBe('12');
  });
});
