import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import { SHEET_MAX_BYTES } from '../api/people-import';

/** The text of a refused spreadsheet: what the server says about the file (`details.fields.file`:
 *  not a workbook, macros, too many rows, missing columns...), the size limit for a 413, else the
 *  usual text of the failure. */
export function useSheetErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const format = useNumberFormat();
  return useCallback(
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.status === 413) {
        return t('people.import.fileErrors.serverTooLarge', {
          max: format.fileSize(SHEET_MAX_BYTES),
        });
      }
      return apiError.fields.file ?? errorMessage(error);
    },
    [t, errorMessage, format],
  );
}
