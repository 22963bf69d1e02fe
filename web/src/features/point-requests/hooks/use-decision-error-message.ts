import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { statusOf } from '@/api/errors';
import { apiErrorMessage } from '@/i18n/api-error-message';

/** The text of a refused decision: a request that is gone (404) says so; the others say what
 *  their code means (already decided, not theirs to decide), as every call does. */
export function useDecisionErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) =>
      statusOf(error) === 404
        ? t('pointRequests.review.errors.notFound')
        : apiErrorMessage(error, i18n),
    [t, i18n],
  );
}
