import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

/** The refusals of the evaluations' calls this module words itself, in the reader's language. */
export const EVALUATION_ERROR_CODES = ['phase_closed', 'anonymous_review'] as const;
type Known = (typeof EVALUATION_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  EVALUATION_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed evaluations call: the module's own wording for its refusals ("La fase
 *  de redacción terminó."), else the shared one (the glossary's, else the server's text). */
export function useEvaluationErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`evaluations.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
