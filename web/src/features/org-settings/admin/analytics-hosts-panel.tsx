import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { QueryPanel } from '@/components/layout/query-panel';

import { orgHostsQueryOptions, setHostAnalyticsMutation, type OrgHost } from '../api/hosts';

import { toHostAnalyticsChange, validateAnalyticsId } from './analytics-id-schema';

/** The contract's limit of a measurement id. */
const ANALYTICS_ID_MAX_LENGTH = 40;

/** One host: its name (and "Principal"), its measurement id, "Guardar" and "Quitar". */
function HostRow({ host }: { host: OrgHost }) {
  const { t } = useTranslation();
  const nameId = useId();
  const form = useMutationForm({
    defaultValues: { analytics_id: host.analytics_id ?? '' },
    validate: validateAnalyticsId,
    mutation: setHostAnalyticsMutation(),
    toRequest: (values) => toHostAnalyticsChange(host.host, values),
    onSuccess: (hosts) => {
      const saved = hosts.find((each) => each.host === host.host);
      form.form.reset({ analytics_id: saved?.analytics_id ?? '' });
    },
  });
  const done = form.done?.data.find((each) => each.host === host.host);
  const clear = (event: MouseEvent<HTMLButtonElement>) => {
    form.form.setValue('analytics_id', '');
    event.currentTarget.form?.requestSubmit();
  };
  return (
    <Box component="li" aria-labelledby={nameId} sx={{ listStyle: 'none', minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography
          id={nameId}
          variant="subtitle1"
          component="h4"
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {host.host}
        </Typography>
        {host.primary ? <Chip size="small" label={t('orgSettings.hosts.primary')} /> : null}
      </Stack>
      <InlineForm
        form={form}
        submitLabel={t('orgSettings.hosts.save')}
        submitVariant="outlined"
        done={
          done
            ? done.analytics_id
              ? t('orgSettings.hosts.saved', { host: host.host, id: done.analytics_id })
              : t('orgSettings.hosts.cleared', { host: host.host })
            : null
        }
        extraActions={
          <Button
            variant="text"
            onClick={clear}
            disabled={!host.analytics_id || form.mutation.isPending}
          >
            {t('orgSettings.hosts.clear')}
          </Button>
        }
      >
        <TextField
          name="analytics_id"
          label={t('orgSettings.hosts.idLabel', { host: host.host })}
          helperText={t('orgSettings.hosts.idHelp')}
          maxLength={ANALYTICS_ID_MAX_LENGTH}
          autoComplete="off"
        />
      </InlineForm>
    </Box>
  );
}

/** Settings → Marca, "Analítica por dominio": each host of the organisation with its GA4
 *  property, set or cleared one host at a time (ADR 0085). */
export function AnalyticsHostsPanel() {
  const { t } = useTranslation();
  return (
    <QueryPanel
      title={t('orgSettings.hosts.title')}
      description={t('orgSettings.hosts.description')}
      query={useQuery(orgHostsQueryOptions())}
      loadingLabel={t('orgSettings.hosts.loading')}
    >
      {(hosts) => (
        <Stack component="ul" spacing={3} sx={{ m: 0, p: 0 }}>
          {hosts.map((host) => (
            <HostRow key={host.host} host={host} />
          ))}
        </Stack>
      )}
    </QueryPanel>
  );
}
