import { describe, expect, it } from 'vitest';

import { formatMoney } from './format-number';

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
