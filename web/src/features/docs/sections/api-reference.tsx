import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { openApiQueryOptions } from '../api/openapi';
import { publicOperations } from '../reference/openapi-reference';
import { OperationReference } from '../reference/operation-reference';

export type ApiReferenceProps = { apiBase: string };

/** The public calls as the server's contract describes them (GET /api/openapi.json). */
export function ApiReference({ apiBase }: ApiReferenceProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const contract = useQuery(openApiQueryOptions());
  const operations = contract.data ? publicOperations(contract.data) : [];

  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('docs.reference.title')}</Typography>
        <Typography>{t('docs.reference.intro')}</Typography>
        <Typography>
          {t('docs.reference.source')}{' '}
          <a href={`${apiBase}/openapi.json`}>
            <code>{`${apiBase}/openapi.json`}</code>
          </a>
        </Typography>
      </Stack>
      {contract.isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('docs.reference.loading')}</Typography>
        </Stack>
      ) : null}
      {contract.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void contract.refetch()}>
              {t('docs.reference.retry')}
            </Button>
          }
        >
          {errorMessage(contract.error)}
        </Alert>
      ) : null}
      {contract.data && operations.length === 0 ? (
        <Typography color="text.secondary">{t('docs.reference.empty')}</Typography>
      ) : null}
      {contract.data
        ? operations.map((entry) => (
            <OperationReference
              key={`${entry.method} ${entry.path}`}
              doc={contract.data}
              entry={entry}
            />
          ))
        : null}
    </Stack>
  );
}
