import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';
import { Panel } from '@/components/layout/panel';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { trialWhatsAppMutation, whatsAppQueryOptions } from '../api/setup-check';
import { setupLinks } from '../links';

/** The contract's limit of the number. */
const PHONE_MAX = 32;

/** The template to one number now with the saved account (the Cloud API's answer, or its
 *  reason), or where to set the account up when there is none. */
export function WhatsAppTrial() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const settings = useQuery(whatsAppQueryOptions());
  const send = useMutation(trialWhatsAppMutation());
  const [phone, setPhone] = useState('');
  const [blank, setBlank] = useState(false);
  const phoneId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = phone.trim();
    setBlank(value === '');
    if (value !== '') send.mutate(value);
  };

  return (
    <Panel
      level={2}
      title={t('setupCheck.whatsapp.title')}
      description={t('setupCheck.whatsapp.lead')}
    >
      {settings.isPending ? (
        <LoadingBlock label={t('setupCheck.whatsapp.loading')} />
      ) : settings.isError ? (
        <LoadError
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !settings.data.configured ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('setupCheck.whatsapp.notConfigured')}</Typography>
          <Button component={RouterLink} to={setupLinks.whatsApp} variant="outlined">
            {t('setupCheck.whatsapp.setUp')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {!settings.data.active ? (
            <Alert severity="info">{t('setupCheck.whatsapp.inactive')}</Alert>
          ) : null}
          <TextInput
            id={phoneId}
            label={t('setupCheck.whatsapp.phone')}
            helperText={
              blank ? t('setupCheck.whatsapp.phoneBlank') : t('setupCheck.whatsapp.phoneHint')
            }
            error={blank}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            inputProps={{ maxLength: PHONE_MAX, inputMode: 'tel' }}
            autoComplete="tel"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {send.isPending ? t('setupCheck.whatsapp.sending') : t('setupCheck.whatsapp.send')}
          </Button>
          {send.isError ? <Alert severity="error">{errorMessage(send.error)}</Alert> : null}
          {send.isSuccess ? (
            <Alert severity="success" role="status">
              {t('setupCheck.whatsapp.accepted', { id: send.data.message_id })}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Panel>
  );
}
