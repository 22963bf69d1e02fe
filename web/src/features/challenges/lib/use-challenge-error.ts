import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

/** The refusals of the challenges' calls this module words itself (in both languages). */
export const CHALLENGE_ERROR_CODES = [
  'invalid_challenge',
  'challenge_not_open',
  'challenge_locked',
  'invalid_status',
  'not_in_audience',
  'not_joined',
  'already_joined',
  'automatic_join',
  'wrong_metric',
  'invalid_evidence',
  'attachment_not_found',
  'daily_cap',
  'claim_limit',
  'duplicate_evidence',
  'already_checked_in',
  'invalid_code',
  'too_many_attempts',
  'own_item',
  'not_your_decision',
  'second_approver_required',
  'already_decided',
] as const;
type Known = (typeof CHALLENGE_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  CHALLENGE_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed challenges call: its own wording for the module's refusals ("Ya enviaste
 *  el máximo de reclamos de hoy."), else the shared one. */
export function useChallengeErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`challenges.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
