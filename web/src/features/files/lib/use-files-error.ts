import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

/** The refusals of the repository's calls this module words itself (in both languages). */
export const FILES_ERROR_CODES = [
  'folder_not_empty',
  'version_outdated',
  'confirmation_not_requested',
  'file_too_large',
  'invalid_file',
  'folder_too_deep',
  'personal_folder_flat',
] as const;
type Known = (typeof FILES_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  FILES_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed repository call: its own wording for the module's refusals ("La carpeta
 *  no está vacía…"), a 413 as the file being too large, else the shared one. */
export function useFilesErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      if (isKnown(failure.code)) return t(`files.errors.${failure.code}`);
      if (failure.status === 413) return t('files.errors.file_too_large');
      return shared(error);
    },
    [t, shared],
  );
}
