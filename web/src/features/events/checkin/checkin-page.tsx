import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';
import { NotFound } from '@/components/not-found';
import { QrScanner } from '@/components/qr/qr-scanner';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { secondsUntil, useNow } from '@/lib/use-now';

import { checkinMutation, eventCodeQueryOptions, eventQueryOptions } from '../api/events';
import type { EventCheckin, EventDetail } from '../api/types';
import { AttendeesTable } from '../components/attendees-table';
import { groupDigits, parsePass, PASS_CODE, typedDigits } from '../lib/pass';
import { useEventErrorMessage } from '../lib/use-event-error';
import { eventPath } from '../paths';

/** `/events/:eventId/checkin`: the organisers' "Registro de asistencia" (EVT-7, EVT-★1): the
 *  camera reading passes, a field to type one, the rotating event code to read aloud, and the
 *  attendees with their check-in and the no-show rate. */
export function CheckinPage() {
  const { t } = useTranslation();
  const raw = useParams().eventId ?? '';
  const known = /^[1-9][0-9]{0,17}$/.test(raw);
  const eventId = known ? Number(raw) : 0;
  const query = useQuery({ ...eventQueryOptions(eventId), enabled: known });
  useDocumentTitle(t('events.checkin.title'));
  let content;
  if (!known) content = <NotFound />;
  else if (query.isPending) content = <LoadingBlock label={t('events.detail.loading')} />;
  else if (query.isError)
    content =
      toApiError(query.error).status === 404 ? (
        <EmptyState
          icon="📅"
          title={t('events.detail.notFound')}
          body={t('events.detail.notFoundBody')}
        />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      );
  else if (!query.data.can_manage)
    content = <EmptyState icon="🔒" title={t('events.checkin.notOrganiser')} />;
  else content = <CheckinView event={query.data} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={known ? eventPath(eventId) : '..'} underline="hover">
          {t('events.checkin.back')}
        </Link>
      </Box>
      {content}
    </Stack>
  );
}

type Outcome = { kind: 'ok'; checkin: EventCheckin } | { kind: 'error'; message: string };

function CheckinView({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const errorMessage = useEventErrorMessage();
  const check = useMutation(checkinMutation(event.id));
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = (pass: string) => {
    setOutcome(null);
    check.mutate(pass, {
      onSuccess: (checkin) => setOutcome({ kind: 'ok', checkin }),
      onError: (error) => setOutcome({ kind: 'error', message: errorMessage(error) }),
    });
  };
  const onScan = (text: string) => {
    const pass = parsePass(text);
    if (!pass) setOutcome({ kind: 'error', message: t('events.checkin.notAPass') });
    else if (pass.eventId !== event.id)
      setOutcome({ kind: 'error', message: t('events.checkin.otherEvent') });
    else send(text.trim());
  };
  const submit = (form: FormEvent) => {
    form.preventDefault();
    const text = typed.trim();
    if (parsePass(text)) onScan(text);
    else if (PASS_CODE.test(typedDigits(text))) send(typedDigits(text));
    else {
      setOutcome({ kind: 'error', message: t('events.checkin.passInvalid') });
      return;
    }
    setTyped('');
  };

  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('events.checkin.title')}</Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
      </Stack>
      {!event.checkin_open ? (
        <Alert severity="info">{t('events.checkin.closed')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby={`${id}-scan`}
            sx={{ p: { xs: 2, sm: 2.5 } }}
          >
            <Stack spacing={2}>
              <Typography id={`${id}-scan`} variant="h2" sx={{ fontSize: '1.2rem' }}>
                {t('events.checkin.scanTitle')}
              </Typography>
              <QrScanner
                onScan={onScan}
                cameraLabel={t('events.checkin.cameraLabel')}
                typeInstead={t('events.checkin.typeInstead')}
              />
              <Stack
                component="form"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                onSubmit={submit}
                noValidate
              >
                <TextInput
                  id={`${id}-pass`}
                  label={t('events.checkin.passField')}
                  helperText={t('events.checkin.passHelp')}
                  value={typed}
                  onChange={(change) => setTyped(change.target.value)}
                  inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 100 }}
                  size="small"
                  sx={{ flex: 1 }}
                />
                <Box>
                  <Button type="submit" variant="contained" loading={check.isPending}>
                    {t('events.checkin.submit')}
                  </Button>
                </Box>
              </Stack>
              <Box aria-live="polite">
                {outcome?.kind === 'ok' ? (
                  <Alert
                    severity={outcome.checkin.already_checked_in ? 'info' : 'success'}
                    data-testid="checkin-outcome"
                  >
                    {outcome.checkin.already_checked_in
                      ? t('events.checkin.already', { name: outcome.checkin.person.full_name })
                      : outcome.checkin.points_paid > 0
                        ? t('events.checkin.donePoints', {
                            name: outcome.checkin.person.full_name,
                            points: format.number(outcome.checkin.points_paid),
                          })
                        : t('events.checkin.done', { name: outcome.checkin.person.full_name })}
                  </Alert>
                ) : null}
                {outcome?.kind === 'error' ? (
                  <Alert severity="error" data-testid="checkin-outcome">
                    {outcome.message}
                  </Alert>
                ) : null}
              </Box>
            </Stack>
          </Paper>
          <EventCodePanel eventId={event.id} />
        </Box>
      )}
      <AttendeesTable eventId={event.id} title={event.title} />
    </Stack>
  );
}

/** The event code, big, to read aloud; it turns every 30 s. */
function EventCodePanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow();
  const code = useQuery({
    ...eventCodeQueryOptions(eventId),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data ? Math.max(1_000, data.expires_at - Date.now() + 250) : false;
    },
  });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-code`}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography id={`${id}-code`} variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('events.checkin.codeTitle')}
        </Typography>
        {code.isPending ? <LoadingBlock label={t('events.checkin.codeLoading')} /> : null}
        {code.isError ? <LoadError error={code.error} onRetry={() => void code.refetch()} /> : null}
        {code.data ? (
          <>
            <Typography
              data-testid="event-code"
              sx={{
                fontFamily: 'monospace',
                fontSize: { xs: 44, sm: 56 },
                fontWeight: 700,
                letterSpacing: 6,
              }}
            >
              {groupDigits(code.data.code)}
            </Typography>
            <Box sx={{ width: '100%', maxWidth: 260 }}>
              <LinearProgress
                variant="determinate"
                value={(secondsUntil(code.data.expires_at, now) / code.data.period_seconds) * 100}
                aria-label={t('events.checkin.codeCountdownLabel')}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('events.checkin.codeCountdown', {
                count: secondsUntil(code.data.expires_at, now),
              })}
            </Typography>
          </>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('events.checkin.codeHelp')}
        </Typography>
      </Stack>
    </Paper>
  );
}
