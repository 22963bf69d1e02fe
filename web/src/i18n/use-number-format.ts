import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  formatFileSize,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignedNumber,
} from '@/lib/format-number';

export type NumberFormat = {
  /** 1234 → "1234" (es) / "1,234" (en). */
  number: (value: number) => string;
  /** +20 / −15 / 0. */
  signed: (value: number) => string;
  /** 0.42 → "42 %" (es) / "42%" (en). */
  percent: (ratio: number) => string;
  /** A change as a percentage: "+12 %", "−20 %", "0 %". */
  signedPercent: (ratio: number) => string;
  /** 2.5 MB. */
  fileSize: (bytes: number) => string;
  /** 7.5 EUR → "7,50 €" (es) / "€7.50" (en). */
  money: (value: number, currency: string) => string;
};

/** Number formatting in the current UI language. */
export function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      number: (value) => formatNumber(value, language),
      signed: (value) => formatSignedNumber(value, language),
      percent: (ratio) => formatPercent(ratio, language),
      signedPercent: (ratio) => formatPercent(ratio, language, { signed: true }),
      fileSize: (bytes) => formatFileSize(bytes, language),
      money: (value, currency) => formatMoney(value, currency, language),
    }),
    [language],
  );
}
