import { describe, expect, it } from 'vitest';

import { amountToSend } from './amount';

describe('amountToSend', () => {
  it('takes what the server reads, with a comma or a dot before the cents', () => {
    expect(amountToSend('1250.50')).toBe('1250.50');
    expect(amountToSend(' 1250,5 ')).toBe('1250.5');
    expect(amountToSend('980')).toBe('980');
    expect(amountToSend('1000000000')).toBe('1000000000');
  });

  it('refuses thousands separators, three decimals, signs, zero and more than a billion', () => {
    for (const typed of [
      '1,250.50',
      '1.250,50',
      '12.345',
      '-5',
      '0',
      '0.00',
      '',
      'mil',
      '1000000000.01',
    ])
      expect(amountToSend(typed), typed).toBeNull();
  });
});
