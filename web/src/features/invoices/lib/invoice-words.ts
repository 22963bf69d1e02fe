// How invoices read in the person's language: amounts with their currency ("1160,00 MXN" /
// "MX$1,160.00"), dates as dd/MM/yyyy, and the module's own wording for the server's refusals.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { dateInputToTyped, toDateInput } from '@/lib/date-input';
import { formatMoney } from '@/lib/format-number';

/** An amount as the server writes it ("1160.00") in a currency, for the UI language. */
export function moneyText(amount: string, currency: string, language: string): string {
  const value = Number(amount);
  return Number.isFinite(value) ? formatMoney(value, currency, language) : `${amount} ${currency}`;
}

/** A day (yyyy-MM-dd) or a moment (epoch ms) as dd/MM/yyyy in both languages, never "hoy": the
 *  sentences say "el 07/03/2026". */
export function dayText(value: string | number): string {
  return dateInputToTyped(typeof value === 'number' ? toDateInput(new Date(value)) : value);
}

/** What names one of my requests: its type, in English when it has an English name. */
export type RequestNaming = { id: number; type_name: string; type_name_en: string | null };

/** The formatting the invoices' screens share: amounts, dates and my requests' names. */
export function useInvoiceFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const english = language.split('-')[0] === 'en';
  return {
    language,
    money: (amount: string, currency: string) => moneyText(amount, currency, language),
    date: dayText,
    /** "Viáticos · n.º 12". */
    request: (request: RequestNaming) =>
      t('invoices.requestName', {
        name: english && request.type_name_en ? request.type_name_en : request.type_name,
        id: request.id,
      }),
  };
}

/** The fiscal folio (a UUID) a server message names, if any. */
export function folioIn(text: string | null | undefined): string | null {
  const match = /[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/i.exec(text ?? '');
  return match ? match[0].toUpperCase() : null;
}

/** The refusals of the invoices' calls this module words itself (in both languages). */
export const INVOICE_ERROR_CODES = [
  'invoice_decided',
  'invoice_not_approved',
  'payload_too_large',
] as const;
type Known = (typeof INVOICE_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  INVOICE_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed invoices call: its own wording for the module's refusals, else the
 *  shared one (the server's own text for a code the glossary does not know). */
export function useInvoiceErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`invoices.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
