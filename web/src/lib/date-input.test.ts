import { describe, expect, it } from 'vitest';

import { dateInputToTyped, parseDateInput, typedToDateInput } from './date-input';

describe('days typed as dd/MM/yyyy', () => {
  it('shows a stored day in the day-first order of both languages', () => {
    expect(dateInputToTyped('2026-03-07')).toBe('07/03/2026');
    expect(dateInputToTyped('')).toBe('');
  });

  it('reads what people type, with slashes, dots or dashes', () => {
    expect(typedToDateInput('7/3/2026')).toBe('2026-03-07');
    expect(typedToDateInput('07.03.2026')).toBe('2026-03-07');
    expect(typedToDateInput(' 31-12-2026 ')).toBe('2026-12-31');
    expect(typedToDateInput('')).toBe('');
  });

  it('keeps text that is not a day as typed, so the form check rejects it', () => {
    for (const text of ['7/3/20', '31/02/2026', '3/13/2026', 'mañana']) {
      expect(typedToDateInput(text)).toBe(text);
      expect(parseDateInput(typedToDateInput(text))).toBeNull();
    }
  });
});
