// The module's own wording for the refusals of following a receipt code and adding to it (in
// both languages); any other failure reads as everywhere else.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

export const SAFETY_ERROR_CODES = [
  'receipt_not_found',
  'too_many_attempts',
  'report_closed',
  'too_many_comments',
] as const;
type Known = (typeof SAFETY_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  SAFETY_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed call: the module's wording for its refusals, else the shared one. */
export function useSafetyErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`healthSafety.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
