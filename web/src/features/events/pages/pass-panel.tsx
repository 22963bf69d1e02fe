import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';
import { QrImage } from '@/components/qr/qr-image';
import { useNumberFormat } from '@/i18n/use-number-format';
import { secondsUntil, useNow } from '@/lib/use-now';

import { passQueryOptions, selfCheckinMutation } from '../api/events';
import type { EventDetail, EventPass } from '../api/types';
import { EVENT_CODE, groupDigits, typedDigits } from '../lib/pass';
import { useEventErrorMessage } from '../lib/use-event-error';

/** "Mi pase" (EVT-7, EVT-★1): during the check-in window, the confirmed person's rotating pass
 *  as a QR code and as digits with its countdown, read again as it turns; or the event code the
 *  organiser reads aloud, typed here. After the check-in, the check-in itself. */
export function PassPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const my = event.my;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="event-pass"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="event-pass" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('events.pass.title')}
        </Typography>
        {my?.checked_in_at ? (
          <Alert severity="success" data-testid="checked-in">
            {t('events.pass.checkedIn')} <DateTimeText value={my.checked_in_at} />
            {my.points_paid && event.attendance_points > 0
              ? ` · ${t('events.pass.pointsPaid', { count: event.attendance_points })}`
              : ''}
          </Alert>
        ) : event.checkin_open ? (
          <>
            <LivePass eventId={event.id} />
            <SelfCheckin eventId={event.id} />
          </>
        ) : (
          <Typography color="text.secondary">{t('events.pass.notYet')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}

/** The pass, read again when its code turns. */
function LivePass({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const pass = useQuery({
    ...passQueryOptions(eventId),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data ? Math.max(1_000, data.expires_at - Date.now() + 250) : false;
    },
    refetchIntervalInBackground: false,
  });
  if (pass.isPending) return <LoadingBlock label={t('events.pass.loading')} />;
  if (pass.isError) return <LoadError error={pass.error} onRetry={() => void pass.refetch()} />;
  return <PassView pass={pass.data} />;
}

function PassView({ pass }: { pass: EventPass }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = secondsUntil(pass.expires_at, now);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <QrImage text={pass.qr_text} label={t('events.pass.qrLabel')} />
      <Typography
        data-testid="pass-code"
        aria-label={t('events.pass.codeLabel', { code: pass.code.split('').join(' ') })}
        sx={{ fontFamily: 'monospace', fontSize: 32, letterSpacing: 4, fontWeight: 700 }}
      >
        {groupDigits(pass.code)}
      </Typography>
      <Box sx={{ width: 232, maxWidth: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={(left / pass.period_seconds) * 100}
          aria-label={t('events.pass.countdownLabel')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('events.pass.countdown', { count: left })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('events.pass.help')}
      </Typography>
    </Stack>
  );
}

/** The fallback: the 6-digit event code the organiser reads aloud. */
function SelfCheckin({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const errorMessage = useEventErrorMessage();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useMutation(selfCheckinMutation(eventId));
  const digits = typedDigits(code);
  const bad = checked && !EVENT_CODE.test(digits);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (EVENT_CODE.test(digits)) send.mutate(digits);
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      <Typography variant="body2">{t('events.pass.selfIntro')}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextInput
          id={`${id}-code`}
          label={t('events.pass.eventCode')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 9 }}
          error={bad}
          helperText={bad ? t('events.pass.eventCodeInvalid') : undefined}
          size="small"
          fullWidth={false}
        />
        <Button type="submit" variant="outlined" loading={send.isPending}>
          {t('events.pass.selfSubmit')}
        </Button>
      </Stack>
      {send.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(send.error)}
        </Alert>
      ) : null}
      {send.data ? (
        <Alert severity="success" role="status">
          {send.data.points_paid > 0
            ? t('events.pass.selfDonePoints', { points: format.number(send.data.points_paid) })
            : t('events.pass.selfDone')}
        </Alert>
      ) : null}
    </Stack>
  );
}
