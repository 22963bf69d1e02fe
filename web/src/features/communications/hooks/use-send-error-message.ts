import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { apiErrorMessage } from '@/i18n/api-error-message';

/** The text of a failed send (spec §8): the server's `error` or `message` field, else "Error del
 *  servidor: {status}"; a send that got no answer (network, timeout) says so as every call does. */
export function useSendErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.serverMessage) return apiError.serverMessage;
      if (apiError.status !== null)
        return t('communications.errors.server', { status: apiError.status });
      return apiErrorMessage(error, i18n);
    },
    [t, i18n],
  );
}
