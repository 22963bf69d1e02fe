// The equity report's and custom views' group names: a department's, site's, group's or
// program's name ("none": without one), a
// seniority or age band in words (the band keys lt1, 1-3 … 10+, unknown; lt25, 25-34 … 55+,
// unknown become glossary keys lt1, 1to3 … 10plus), a country's name from its code, a contract
// type's or gender's name ("unknown": not recorded).
import type { TFunction } from 'i18next';

import { contractTypeName, genderName, isContractType, isGender } from '@/lib/person-attributes';

import type { EquityDimension } from '../api/analytics';
import type { ViewDimension } from '../api/custom-views';

/** The glossary key of a band ("1-3" → "1to3", "55+" → "55plus"). */
export const bandKey = (key: string) => key.replace('-', 'to').replace('+', 'plus');

export function groupLabel(
  t: TFunction,
  language: string,
  by: EquityDimension | ViewDimension,
  key: string,
  name: string | null,
): string {
  if (name) return name;
  if (by === 'seniority' || by === 'age') {
    return t(`analytics.equity.bands.${by}.${bandKey(key)}`, { defaultValue: key });
  }
  if (by === 'contract_type' || by === 'gender') {
    if (key === 'unknown' || key === 'none') return t(`analytics.equity.none.${by}`);
    if (by === 'contract_type' && isContractType(key)) return contractTypeName(t, key);
    if (by === 'gender' && isGender(key)) return genderName(t, key);
    return key;
  }
  if (key === 'none') return t(`analytics.equity.none.${by}`);
  if (by === 'country') {
    try {
      const names = new Intl.DisplayNames([language.startsWith('en') ? 'en' : 'es'], {
        type: 'region',
      });
      return names.of(key.toUpperCase()) ?? key;
    } catch {
      return key;
    }
  }
  return key;
}

export type GiniReading = 'even' | 'uneven' | 'concentrated';

/** A Gini coefficient in plain words: below 0.3 an even spread, from 0.5 concentrated. */
export function giniReading(gini: number): GiniReading {
  if (gini < 0.3) return 'even';
  if (gini < 0.5) return 'uneven';
  return 'concentrated';
}

/** 0.4213 → "0,42" (es) or "0.42" (en). */
export function formatGini(value: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
