import { describe, expect, it } from 'vitest';

import type { Organization } from '@/api/types';

import {
  parsePointAmount,
  toPointValueChange,
  toPointValueValues,
  validatePointValue,
  type PointValueValues,
} from './point-value-schema';

const org: Organization = {
  id: 1,
  name: 'Demo S.A.',
  slug: 'demo',
  default_language: 'es',
  languages: ['es', 'en'],
  timezone: 'America/Bogota',
  country: 'CO',
  point_value: { currency: 'EUR', amount: 0.05 },
  hosts: ['demo.aplauso.test'],
};

const values: PointValueValues = { priced: 'money', currency: 'eur', amount: '0,05' };

describe('point value form', () => {
  it("shows the saved value with the UI language's decimal separator, or none", () => {
    expect(toPointValueValues(org, 'es')).toEqual({
      priced: 'money',
      currency: 'EUR',
      amount: '0,05',
    });
    expect(toPointValueValues(org, 'en').amount).toBe('0.05');
    expect(toPointValueValues({ ...org, point_value: null }, 'es')).toEqual({
      priced: 'none',
      currency: '',
      amount: '',
    });
  });

  it('reads the value with a comma or a point, above 0, up to a million and six decimals', () => {
    expect(parsePointAmount('0,05')).toBe(0.05);
    expect(parsePointAmount(' 0.05 ')).toBe(0.05);
    expect(parsePointAmount('2')).toBe(2);
    expect(parsePointAmount('0,000001')).toBe(0.000001);
    expect(parsePointAmount('1000000')).toBe(1_000_000);
    for (const bad of ['', '0', '0,0', '-1', '1.000,5', '0,0000001', '1000000,01', 'abc'])
      expect(parsePointAmount(bad)).toBeNull();
  });

  it('needs a three-letter currency and a value, unless points have no value in money', () => {
    expect(validatePointValue(values)).toEqual({});
    expect(validatePointValue({ ...values, currency: 'EURO', amount: '0' })).toEqual({
      currency: 'orgSettings.general.pointValue.errors.currencyInvalid',
      amount: 'orgSettings.general.pointValue.errors.amountInvalid',
    });
    expect(validatePointValue({ priced: 'none', currency: 'x', amount: 'y' })).toEqual({});
  });

  it('sends point_value alone: the currency in capitals and the number, or null', () => {
    expect(toPointValueChange(values)).toEqual({
      point_value: { currency: 'EUR', amount: 0.05 },
    });
    expect(toPointValueChange({ ...values, priced: 'none' })).toEqual({ point_value: null });
  });
});
