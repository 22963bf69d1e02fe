import { describe, expect, it } from 'vitest';

import { formatMoney, formatNumber, formatPercent } from './format-number';

/** Intl puts no-break spaces between number and symbol. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats an amount in its currency, as each UI language writes it', () => {
    expect(plain(formatMoney(7.5, 'EUR', 'es'))).toBe('7,50 €');
    expect(formatMoney(7.5, 'EUR', 'en')).toBe('€7.50');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
  });

  it('writes a code Intl does not take after the number', () => {
    expect(formatMoney(7.5, 'EURO', 'en')).toBe('7.5 EURO');
  });
});

describe('formatNumber without ICU', () => {
  it('groups whole numbers exactly as Intl.NumberFormat does', () => {
    const values = [
      0, 7, -7, 999, 1000, -1000, 1234, 9999, 10000, 12345, -12345, 123456, 1234567, 98765432,
      1000000000,
    ];
    for (const value of values) {
      expect(formatNumber(value, 'es')).toBe(new Intl.NumberFormat('es-ES').format(value));
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });
});

describe('formatPercent', () => {
  it('writes a share as a whole percentage, as each UI language writes it', () => {
    expect(plain(formatPercent(0.42, 'es'))).toBe('42 %');
    expect(formatPercent(0.42, 'en')).toBe('42%');
    expect(plain(formatPercent(2 / 3, 'es'))).toBe('67 %');
  });

  it('signs a change, and leaves no change unsigned', () => {
    expect(plain(formatPercent(0.12, 'es', { signed: true }))).toBe('+12 %');
    expect(formatPercent(-0.2, 'en', { signed: true })).toBe('-20%');
    expect(formatPercent(0, 'en', { signed: true })).toBe('0%');
  });
});
