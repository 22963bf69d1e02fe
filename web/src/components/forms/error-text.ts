// The text of a problem the form rules name (lib/forms/messages.ts: glossary key and values), as
// the person reads it: the server's words, with its numbers and days in the UI's formats.
import type { TFunction } from 'i18next';

import { dateInputToTyped } from '@/lib/date-input';
import { formatNumber } from '@/lib/format-number';
import type { FormError } from '@/lib/forms/messages';

const NUMBER = /^-?\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type DynamicT = (key: string, values?: Record<string, string>) => string;

/** A value of a message as shown: 0.5 → "0,5" in Spanish, 2025-03-01 → 01/03/2025. */
export function shownValue(value: string, language: string): string {
  if (DAY.test(value)) return dateInputToTyped(value);
  if (NUMBER.test(value)) return formatNumber(Number(value), language);
  return value;
}

export function formErrorText(error: FormError, t: TFunction, language: string): string {
  const values = Object.fromEntries(
    Object.entries(error.values ?? {}).map(([name, value]) => [name, shownValue(value, language)]),
  );
  return (t as unknown as DynamicT)(error.key, values);
}
