import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { describe, expect, it } from 'vitest';

import { dateLocale, formatDate, formatTime, isCurrentDay } from './format-date';

const now = new Date(2025, 2, 14, 15, 30);

describe('formatDate', () => {
  it('shows dd/MM/yyyy', () => {
    expect(formatDate(new Date(2025, 0, 5), { todayLabel: 'Hoy', now })).toBe('05/01/2025');
    expect(formatDate('2024-12-31', { todayLabel: 'Hoy', now })).toBe('31/12/2024');
  });

  it("shows 'Hoy' or 'Today' for the current day", () => {
    expect(formatDate(new Date(2025, 2, 14, 0, 1), { todayLabel: 'Hoy', now })).toBe('Hoy');
    expect(formatDate('2025-03-14', { todayLabel: 'Today', language: 'en', now })).toBe('Today');
    expect(formatDate(new Date(), { todayLabel: 'Hoy' })).toBe('Hoy');
  });

  it('tells whether a date is the current day', () => {
    expect(isCurrentDay(new Date(2025, 2, 14, 23, 59), now)).toBe(true);
    expect(isCurrentDay('2025-03-13', now)).toBe(false);
    expect(isCurrentDay('not a date', now)).toBe(false);
    expect(isCurrentDay(Date.now())).toBe(true);
  });

  it('reads plain dates as local calendar days', () => {
    expect(formatDate('2025-03-15', { todayLabel: 'Hoy', now })).toBe('15/03/2025');
  });

  it('returns an empty text for invalid dates', () => {
    expect(formatDate('not a date', { todayLabel: 'Hoy', now })).toBe('');
  });

  it('uses the Spanish date-fns locale by default', () => {
    expect(dateLocale(undefined)).toBe(es);
    expect(dateLocale('fr')).toBe(es);
    expect(dateLocale('en')).toBe(enUS);
    expect(dateLocale('en-GB')).toBe(enUS);
  });
});

describe('formatTime', () => {
  it('shows the time of day as HH:mm, or nothing for an invalid date', () => {
    expect(formatTime(new Date(2025, 2, 14, 7, 5))).toBe('07:05');
    expect(formatTime(new Date(2025, 2, 14, 23, 59).getTime())).toBe('23:59');
    expect(formatTime(new Date('not a date'))).toBe('');
  });
});
