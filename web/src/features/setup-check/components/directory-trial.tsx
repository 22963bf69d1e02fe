import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { Panel } from '@/components/layout/panel';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { directoryQueryOptions, trialDirectoryMutation } from '../api/setup-check';
import { setupLinks } from '../links';

/** Binds and searches with the saved directory connection (how many entries it finds, how many
 *  with an address that can be imported), or where to set one up. Nothing is imported. */
export function DirectoryTrial() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const source = useQuery(directoryQueryOptions());
  const test = useMutation(trialDirectoryMutation());
  return (
    <Panel
      level={2}
      title={t('setupCheck.directory.title')}
      description={t('setupCheck.directory.lead')}
    >
      {source.isPending ? (
        <LoadingBlock label={t('setupCheck.directory.loading')} />
      ) : source.isError ? (
        <LoadError
          error={source.error}
          onRetry={() => void source.refetch()}
          retrying={source.isFetching}
        />
      ) : !source.data.configured ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('setupCheck.directory.notConfigured')}</Typography>
          <Button component={RouterLink} to={setupLinks.directory} variant="outlined">
            {t('setupCheck.directory.setUp')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('setupCheck.directory.server', { url: source.data.url })}
          </Typography>
          <Button
            variant="contained"
            onClick={() => test.mutate(source.data)}
            disabled={test.isPending}
          >
            {test.isPending ? t('setupCheck.directory.testing') : t('setupCheck.directory.test')}
          </Button>
          {test.isError ? (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              {errorMessage(test.error)}
            </Alert>
          ) : null}
          {test.isSuccess ? (
            <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
              {t('setupCheck.directory.found', {
                count: test.data.entries,
                withEmail: test.data.with_email,
              })}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Panel>
  );
}
