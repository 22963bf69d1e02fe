import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { toApiError } from '@/api/errors';
import { DateTimeText } from '@/components/date-text';
import { FormError } from '@/components/form/form-error';
import { Panel } from '@/components/layout/panel';
import { StatusChip } from '@/components/status-chip';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { errorCodeMessage } from '@/i18n/api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  syncDirectoryNowMutation,
  type DirectorySource,
  type DirectorySync,
} from '../api/people-directory';
import { peopleImportJobPath } from '../section-paths';

export type DirectorySyncPanelProps = { source: DirectorySource };

/** Facts about the sync as a description list: a term and its value, side by side when they fit. */
function Facts({ facts }: { facts: readonly { term: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
        gap: 1.5,
      }}
    >
      {facts.map(({ term, value }) => (
        <Box key={term} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** How the last sync went: when, its result, the people listed and deactivated, why it failed
 *  or the import that creates and updates the people. */
function LastSync({ last }: { last: DirectorySync }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const ok = last.status === 'ok';
  const why = ok ? null : errorCodeMessage(last.code, last.message, i18n);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {t('people.directory.sync.last')}
      </Typography>
      <Facts
        facts={[
          { term: t('people.directory.sync.when'), value: <DateTimeText value={last.at} /> },
          {
            term: t('people.directory.sync.result'),
            value: (
              <StatusChip
                current={ok}
                color={ok ? 'success' : 'warning'}
                label={t(ok ? 'people.directory.sync.ok' : 'people.directory.sync.failed')}
              />
            ),
          },
          { term: t('people.directory.sync.entries'), value: format.number(last.entries) },
          { term: t('people.directory.sync.deactivated'), value: format.number(last.deactivated) },
        ]}
      />
      {why ? <Alert severity="error">{why}</Alert> : null}
      {last.job_id !== null ? (
        <Box>
          <Button component={Link} to={peopleImportJobPath(last.job_id)}>
            {t('people.directory.sync.viewJob')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The sync: when the scheduled one runs next, how the last one went, and "Sincronizar ahora".
 *  A sync the directory refused is recorded as the last one (its message shown there). */
export function DirectorySyncPanel({ source }: DirectorySyncPanelProps) {
  const { t } = useTranslation();
  const sync = useToastMutation(syncDirectoryNowMutation(), {
    success: () => t('people.directory.sync.started'),
  });
  const last = source.last_sync;
  const recorded =
    sync.error !== null && toApiError(sync.error).status === 422 && last?.status === 'failed';

  return (
    <Panel
      title={t('people.directory.sync.title')}
      description={t('people.directory.sync.description')}
    >
      <Facts
        facts={[
          {
            term: t('people.directory.sync.next'),
            value:
              source.sync_enabled && source.next_sync_at !== null ? (
                <DateTimeText value={source.next_sync_at} />
              ) : (
                t('people.directory.sync.off')
              ),
          },
        ]}
      />
      {last ? (
        <LastSync last={last} />
      ) : (
        <Typography color="text.secondary">{t('people.directory.sync.never')}</Typography>
      )}
      {sync.error && !recorded ? <FormError error={sync.error} /> : null}
      <Box>
        <Button variant="contained" loading={sync.isPending} onClick={() => sync.mutate()}>
          {t('people.directory.sync.now')}
        </Button>
      </Box>
    </Panel>
  );
}
