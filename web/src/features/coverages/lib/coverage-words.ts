// How coverages read in the person's language: the claim instructions in English when the
// interface is in English and the policy has them, days as dd/MM/yyyy, amounts with their
// currency, percentages, and the module's own wording for the server's refusals.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { CoverageKind } from '../api/coverages';

const inEnglish = (language: string) => language.split('-')[0] === 'en';

/** "2026-12-31" as "31/12/2026" (the app's day format in both languages). */
export function dayWords(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

/** The claim instructions in the UI language, with the Spanish ones as fallback. */
export function localInstructions(
  policy: { claim_instructions: string; claim_instructions_en: string | null },
  language: string,
): string {
  const english = policy.claim_instructions_en?.trim();
  return inEnglish(language) && english ? english : policy.claim_instructions;
}

/** The formatting the coverages' screens share. */
export function useCoverageFormat() {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  return {
    language: i18n.language,
    day: dayWords,
    percent: (value: number) => format.percent(value / 100),
    /** An amount in its currency, or "Sin tope" / "Sin deducible" words given by the caller. */
    money: (value: number | null, currency: string, none: string) =>
      value === null ? none : format.money(value, currency),
    instructions: (policy: { claim_instructions: string; claim_instructions_en: string | null }) =>
      localInstructions(policy, i18n.language),
    kind: (kind: CoverageKind) => t(`coverages.kinds.${kind}`),
  };
}

/** The refusals of the coverages' calls this module words itself (in both languages). */
export const COVERAGE_ERROR_CODES = [
  'change_pending',
  'already_decided',
  'too_many_dependants',
  'too_many_policies',
] as const;
type Known = (typeof COVERAGE_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  COVERAGE_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed coverages call: its own wording for the module's refusals, else the
 *  shared one. */
export function useCoverageErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`coverages.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
