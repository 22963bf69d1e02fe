import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { apiFieldErrors } from '@/i18n/api-field-errors';

/** The server's per-field messages of a failed write (empty while there is none). */
export function useServerFieldErrors(error: unknown): Partial<Record<string, string>> {
  const { i18n } = useTranslation();
  return useMemo(() => (error ? apiFieldErrors(error, i18n) : {}), [error, i18n]);
}
