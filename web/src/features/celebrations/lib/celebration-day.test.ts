import { describe, expect, it } from 'vitest';

import { formatCelebrationDay } from './celebration-day';

describe('formatCelebrationDay', () => {
  it('shows the day and short month in the UI language, never a year', () => {
    expect(formatCelebrationDay('03-20', 'es')).toBe('20 mar');
    expect(formatCelebrationDay('03-20', 'en')).toBe('Mar 20');
    expect(formatCelebrationDay('12-01', 'es-CO')).toBe('1 dic');
    expect(formatCelebrationDay('02-29', 'es')).toBe('29 feb');
  });

  it('keeps a text that is not MM-DD as it came', () => {
    expect(formatCelebrationDay('pronto', 'es')).toBe('pronto');
  });
});
