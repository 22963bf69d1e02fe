import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { statusOf } from '@/api/errors';

import { useSheetErrorMessage } from './use-sheet-error-message';

export type SheetErrorAlertProps = {
  error: unknown;
  /** Sends the same file again; offered unless the server refused the file itself. */
  onRetry: () => void;
};

const REFUSED_FILE = [400, 413];

/** Why a spreadsheet was not checked or imported. */
export function SheetErrorAlert({ error, onRetry }: SheetErrorAlertProps) {
  const { t } = useTranslation();
  const message = useSheetErrorMessage();
  const refused = REFUSED_FILE.includes(statusOf(error) ?? 0);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        refused ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errorScreen.retry')}
          </Button>
        )
      }
    >
      {message(error)}
    </Alert>
  );
}
