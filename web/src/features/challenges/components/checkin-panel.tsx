import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { QrScanner } from '@/components/qr/qr-scanner';

import { checkinMutation, type ChallengeDetail } from '../api/challenges';
import { CODE_DIGITS, parseCodeText, typedDigits } from '../lib/checkin-code';
import { useChallengeErrorMessage } from '../lib/use-challenge-error';

type Outcome = { kind: 'ok' } | { kind: 'error'; message: string };

/** "Hacer check-in": the 6 digits the organiser reads aloud, typed, or their QR scanned with the
 *  camera; once a day. */
export function CheckinPanel({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const describe = useChallengeErrorMessage();
  const check = useMutation(checkinMutation(challenge.id));
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);

  const send = (code: string) => {
    setOutcome(null);
    check.mutate(code, {
      onSuccess: () => {
        setOutcome({ kind: 'ok' });
        setTyped('');
        setChecked(false);
        setScanning(false);
      },
      onError: (error) => setOutcome({ kind: 'error', message: describe(error) }),
    });
  };
  const onScan = (text: string) => {
    if (check.isPending) return;
    const scanned = parseCodeText(text);
    if (!scanned) setOutcome({ kind: 'error', message: t('challenges.checkin.notACode') });
    else if (scanned.challengeId !== challenge.id)
      setOutcome({ kind: 'error', message: t('challenges.checkin.otherChallenge') });
    else send(text.trim());
  };
  const digits = typedDigits(typed);
  const bad = checked && !CODE_DIGITS.test(digits);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (CODE_DIGITS.test(digits)) send(digits);
  };

  if (challenge.mine.checked_in_today)
    return (
      <Alert severity="success" role="status">
        {t('challenges.checkin.doneToday')}
      </Alert>
    );
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">{t('challenges.checkin.intro')}</Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={submit}
        noValidate
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextInput
          id={`${id}-code`}
          label={t('challenges.checkin.code')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 9 }}
          error={bad}
          helperText={bad ? t('challenges.checkin.codeInvalid') : undefined}
          size="small"
          fullWidth={false}
        />
        <Button type="submit" variant="contained" loading={check.isPending}>
          {t('challenges.checkin.submit')}
        </Button>
      </Stack>
      {scanning ? (
        <QrScanner
          onScan={onScan}
          cameraLabel={t('challenges.checkin.cameraLabel')}
          typeInstead={t('challenges.checkin.typeInstead')}
        />
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setScanning(true)}>
            {t('challenges.checkin.scan')}
          </Button>
        </Box>
      )}
      <Box aria-live="polite">
        {outcome?.kind === 'ok' ? (
          <Alert severity="success">{t('challenges.checkin.done')}</Alert>
        ) : null}
        {outcome?.kind === 'error' ? (
          <Alert severity="error" role="alert">
            {outcome.message}
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
}
