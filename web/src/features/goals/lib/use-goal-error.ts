import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

/** The refusals of the goals' calls this module words itself. */
export const GOAL_ERROR_CODES = [
  'goal_cycle',
  'goal_closed',
  'goal_has_checkins',
  'goal_paid',
  'invalid_transition',
  'not_a_leader',
  'category_in_use',
  'attachment_not_found',
] as const;
type Known = (typeof GOAL_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  GOAL_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed goals call: its own wording for the module's refusals ("Ese objetivo ya
 *  depende de este: se formaría un ciclo."), else the shared one. */
export function useGoalErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`goals.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
