import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

/** The refusals of the programs' calls this module words itself (in both languages). */
export const PROGRAM_ERROR_CODES = [
  'invalid_program',
  'program_not_open',
  'action_not_open',
  'not_in_audience',
  'prerequisite_pending',
  'limit_reached',
  'pending_submission_exists',
  'invalid_evidence',
  'attachment_not_found',
  'invalid_status',
  'program_budget_exhausted',
  'own_item',
  'not_your_decision',
  'already_decided',
] as const;
type Known = (typeof PROGRAM_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  PROGRAM_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed programs call: its own wording for the module's refusals ("Primero
 *  completa las acciones previas."), else the shared one. */
export function useProgramErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`programs.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
