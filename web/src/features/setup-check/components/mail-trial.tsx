import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { statusOf } from '@/api/errors';
import { Panel } from '@/components/layout/panel';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  deliveryDone,
  sendTrialMailMutation,
  trialMailQueryOptions,
  TRIAL_POLL_MS,
  type MailDelivery,
} from '../api/setup-check';

type Color = 'default' | 'info' | 'success' | 'error' | 'warning';

const STATUS_COLOR: Record<MailDelivery['status'], Color> = {
  pending: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  interrupted: 'warning',
};

function Delivery({ id }: { id: number }) {
  const { t } = useTranslation();
  const delivery = useQuery({
    ...trialMailQueryOptions(id),
    refetchInterval: (query) => (deliveryDone(query.state.data) ? false : TRIAL_POLL_MS),
  });
  const data = delivery.data;
  if (!data) return null;
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Chip
          size="small"
          color={STATUS_COLOR[data.status]}
          label={t(`setupCheck.mail.status.${data.status}`)}
        />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('setupCheck.mail.to', { address: data.to })}
        </Typography>
      </Stack>
      {data.status === 'sent' ? (
        <Typography variant="body2">{t('setupCheck.mail.sentHint')}</Typography>
      ) : null}
      {!deliveryDone(data) && data.last_error ? (
        <Typography variant="body2" color="text.secondary">
          {t('setupCheck.mail.retrying', { reason: data.last_error, attempts: data.attempts })}
        </Typography>
      ) : null}
      {data.status === 'failed' || data.status === 'interrupted' ? (
        <Alert severity="error">{data.last_error ?? t('setupCheck.mail.failedNoReason')}</Alert>
      ) : null}
    </Stack>
  );
}

/** A trial mail to the admin's own address, and its delivery as it goes (queued, sent, failed
 *  and why). */
export function MailTrial() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const send = useMutation(sendTrialMailMutation());
  const tooMany = statusOf(send.error) === 429;
  return (
    <Panel level={2} title={t('setupCheck.mail.title')} description={t('setupCheck.mail.lead')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? t('setupCheck.mail.sending') : t('setupCheck.mail.send')}
        </Button>
        {send.isError ? (
          <Alert severity={tooMany ? 'warning' : 'error'} sx={{ alignSelf: 'stretch' }}>
            {tooMany ? t('setupCheck.mail.tooMany') : errorMessage(send.error)}
          </Alert>
        ) : null}
        {send.data ? <Delivery key={send.data.id} id={send.data.id} /> : null}
      </Stack>
    </Panel>
  );
}
