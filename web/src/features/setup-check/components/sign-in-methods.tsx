import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { Panel } from '@/components/layout/panel';
import { StatusChip } from '@/components/status-chip';

import { authFlowQueryOptions } from '../api/setup-check';
import { setupLinks } from '../links';

const METHODS = ['password', 'otp', 'teams'] as const;

/** The sign-in methods the organisation offers, as its sign-in screen shows them, and whether
 *  Teams can work on this server at all. */
export function SignInMethods() {
  const { t } = useTranslation();
  const flow = useQuery(authFlowQueryOptions());
  return (
    <Panel level={2} title={t('setupCheck.signIn.title')} description={t('setupCheck.signIn.lead')}>
      {flow.isPending ? (
        <LoadingBlock label={t('setupCheck.signIn.loading')} />
      ) : flow.isError ? (
        <LoadError
          error={flow.error}
          onRetry={() => void flow.refetch()}
          retrying={flow.isFetching}
        />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none', width: '100%' }}>
            {METHODS.map((method) => {
              const on = flow.data.methods[method];
              return (
                <Stack
                  component="li"
                  key={method}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography>{t(`setupCheck.signIn.methods.${method}`)}</Typography>
                  <StatusChip
                    current={on}
                    color={on ? 'success' : 'default'}
                    label={on ? t('setupCheck.on') : t('setupCheck.off')}
                  />
                </Stack>
              );
            })}
          </Stack>
          {flow.data.methods.teams && flow.data.teams_available === false ? (
            <Typography color="warning.dark">{t('setupCheck.signIn.teamsUnavailable')}</Typography>
          ) : null}
          <Button component={RouterLink} to={setupLinks.signIn} variant="outlined">
            {t('setupCheck.signIn.change')}
          </Button>
        </Stack>
      )}
    </Panel>
  );
}
