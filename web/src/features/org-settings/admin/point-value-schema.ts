// The "Valor del punto" form (POST /org/edit with `point_value` alone): no value in money, or a
// currency (ISO 4217) and what one point is worth in it, typed with a comma or a point. The
// server checks them too; its message about `point_value` lands under the value.
import type { Organization } from '@/api/types';

import type { OrganizationChange } from '../api/organization';

export type PointValueValues = {
  /** 'none': points have no value in money (the request clears it). */
  priced: 'none' | 'money';
  currency: string;
  /** What one point is worth, as typed: "0,05" or "0.05". */
  amount: string;
};

export type PointValueFieldError =
  | 'orgSettings.general.pointValue.errors.currencyInvalid'
  | 'orgSettings.general.pointValue.errors.amountInvalid';

/** The contract's bounds of one point's value: above 0, up to a million, six decimals. */
export const POINT_VALUE_MAX = 1_000_000;

const CURRENCY = /^[A-Za-z]{3}$/;
const AMOUNT = /^\d+(?:[.,]\d{1,6})?$/;

/** The decimal separator people type in the UI language. */
function decimalSeparator(language: string): string {
  return language.split('-')[0] === 'en' ? '.' : ',';
}

export function toPointValueValues(org: Organization, language: string): PointValueValues {
  const value = org.point_value ?? null;
  if (!value) return { priced: 'none', currency: '', amount: '' };
  return {
    priced: 'money',
    currency: value.currency,
    amount: String(value.amount).replace('.', decimalSeparator(language)),
  };
}

/** The value of one point typed ("0,05", "0.05", "2"), or null when it is not one the server
 *  takes. */
export function parsePointAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const amount = Number(trimmed.replace(',', '.'));
  return amount > 0 && amount <= POINT_VALUE_MAX ? amount : null;
}

export function validatePointValue(
  values: PointValueValues,
): Partial<Record<keyof PointValueValues, PointValueFieldError>> {
  const errors: Partial<Record<keyof PointValueValues, PointValueFieldError>> = {};
  if (values.priced === 'none') return errors;
  if (!CURRENCY.test(values.currency.trim()))
    errors.currency = 'orgSettings.general.pointValue.errors.currencyInvalid';
  if (parsePointAmount(values.amount) === null)
    errors.amount = 'orgSettings.general.pointValue.errors.amountInvalid';
  return errors;
}

/** `point_value` alone (the other fields keep their values): null for none, else the currency
 *  in capitals and the amount as a number. */
export function toPointValueChange(values: PointValueValues): OrganizationChange {
  if (values.priced === 'none') return { point_value: null };
  return {
    point_value: {
      currency: values.currency.trim().toUpperCase(),
      amount: parsePointAmount(values.amount) ?? 0,
    },
  };
}
