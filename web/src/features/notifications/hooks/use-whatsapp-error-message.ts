import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { apiErrorMessage } from '@/i18n/api-error-message';

/** The text of a refused WhatsApp change (spec §8): the server's `error` or `message` field (the
 *  organisation does not send by WhatsApp...), else "Error del servidor: {status}"; a call that got
 *  no answer (network, timeout) says so as every call does. */
export function useWhatsAppErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.serverMessage) return apiError.serverMessage;
      if (apiError.status !== null)
        return t('notifications.whatsapp.errors.server', { status: apiError.status });
      return apiErrorMessage(error, i18n);
    },
    [t, i18n],
  );
}
