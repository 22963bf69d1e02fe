import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { apiErrorMessage } from './api-error-message';

/** Returns a function turning a failed call into the text to show. */
export function useApiErrorMessage(): (error: unknown) => string {
  const { i18n } = useTranslation();
  return useCallback((error: unknown) => apiErrorMessage(error, i18n), [i18n]);
}
