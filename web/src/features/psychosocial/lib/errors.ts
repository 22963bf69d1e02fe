// The refusals of the psychosocial calls this module words itself; anything else is the shared
// wording of failed calls.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

const KNOWN = [
  'already_answered',
  'application_closed',
  'not_sampled',
  'invalid_answers',
  'not_health_staff',
  'invalid_referral',
  'not_draft',
  'sample_missing',
  'empty_roster',
  'no_sampling',
  'not_open',
  'no_results',
  'not_launched',
  'invalid_application',
  'invalid_roster',
  'invalid_measure',
  'invalid_staff',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  KNOWN.some((entry) => entry === code);

/** The text of a failed psychosocial call. */
export function usePsyErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`psychosocial.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}

/** The per-field messages of a 422 (`details.fields`, by item number or field name). */
export const fieldErrors = (error: unknown): Record<string, string> =>
  error ? toApiError(error).fields : {};
