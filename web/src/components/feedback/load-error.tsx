import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { useApiErrorMessage } from '@/i18n/use-api-error-message';

export type LoadErrorProps = {
  error: unknown;
  /** Retries the failed load. */
  onRetry: () => void;
  retrying?: boolean;
};

/** Inline error state of a list or panel: the failure's text and a retry button. */
export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {t('errorScreen.retry')}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
