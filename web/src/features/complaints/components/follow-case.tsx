// "Seguir mi caso" (CMP-5): the receipt and passphrase open the case (stage, deadlines,
// messages, evidence, how many people of the committee read it); the person can answer and add
// evidence. Both keys stay in this component's state and go only in the calls' bodies; leaving
// forgets them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { DateText } from '@/components/date-text';
import { TextInput } from '@/components/form/text-input';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  addAnonymousEvidence,
  openAnonymous,
  sendAnonymousMessage,
  type ReporterCase,
  type ReporterKeys,
} from '../api/anonymous';
import { EVIDENCE_ACCEPT, fileProblem } from '../lib/intake';
import { formatReceipt, isReceipt, receiptDigits } from '../lib/receipt';

import { DeadlineList } from './deadline-list';
import { MessageThread } from './message-thread';
import { StageChip } from './stage-chip';

export type FollowCaseProps = { initialReceipt?: string };

/** The words of a refused opening: the same for an unknown receipt and a wrong passphrase. */
function openErrorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'module_disabled') return t('complaints.anonymous.off');
    if (error.status === 404) {
      return t('complaints.follow.wrongKeys');
    }
    if (error.status === 429) return t('complaints.follow.locked');
  }
  return fallback;
}

export function FollowCase({ initialReceipt = '' }: FollowCaseProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const fieldId = useId();
  const [receipt, setReceipt] = useState(formatReceipt(initialReceipt));
  const [passphrase, setPassphrase] = useState('');
  const [keys, setKeys] = useState<ReporterKeys | null>(null);
  const [opened, setOpened] = useState<ReporterCase | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [tried, setTried] = useState(false);
  const [fileNote, setFileNote] = useState<{ ok: boolean; text: string } | null>(null);

  const open = async (with_: ReporterKeys) => {
    setBusy(true);
    setError(null);
    try {
      setOpened(await openAnonymous(with_));
      setKeys(with_);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isReceipt(receipt) || !passphrase) return;
    void open({ receipt: receiptDigits(receipt), passphrase });
  };

  const leave = () => {
    setKeys(null);
    setOpened(null);
    setPassphrase('');
    setReceipt('');
    setTried(false);
    setFileNote(null);
  };

  if (!opened || !keys) {
    const receiptBad = tried && !isReceipt(receipt);
    return (
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <Typography color="text.secondary">{t('complaints.follow.intro')}</Typography>
        <TextInput
          id={`${fieldId}-1`}
          label={t('complaints.follow.receipt')}
          value={receipt}
          onChange={(event) => setReceipt(formatReceipt(receiptDigits(event.target.value)))}
          error={receiptBad}
          helperText={receiptBad ? t('complaints.follow.receiptProblem') : undefined}
          autoComplete="off"

          inputProps={{ inputMode: 'numeric', maxLength: 19, spellCheck: false }}
        />
        <TextInput
          id={`${fieldId}-2`}
          type="password"
          label={t('complaints.follow.passphrase')}
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          error={tried && !passphrase}
          helperText={tried && !passphrase ? t('complaints.follow.passphraseProblem') : undefined}
          autoComplete="off"
        />
        {error ? (
          <Alert severity="error" role="alert">
            {openErrorText(error, t, errorMessage(error))}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {busy ? t('complaints.follow.opening') : t('complaints.follow.open')}
        </Button>
      </Stack>
    );
  }

  const refresh = () => open(keys);
  const addFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setFileNote({
        ok: false,
        text: t(`complaints.intake.fileProblems.${problem}`, { name: file.name }),
      });
      return;
    }
    setBusy(true);
    try {
      await addAnonymousEvidence(keys, file);
      setFileNote({ ok: true, text: t('complaints.follow.fileAdded', { name: file.name }) });
      setOpened(await openAnonymous(keys));
    } catch (caught) {
      setFileNote({ ok: false, text: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3} data-testid="reporter-case">
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography component="h2" variant="h3">
            {t(`complaints.kinds.${opened.kind}`)}
          </Typography>
          <StageChip stage={opened.stage} />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => void refresh()} disabled={busy}>
            {t('complaints.follow.refresh')}
          </Button>
          <Button variant="outlined" onClick={leave}>
            {t('complaints.follow.leave')}
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary">
        {t('complaints.follow.received')} <DateText value={opened.created_day} />
      </Typography>
      <Alert severity="info" data-testid="readers">
        {opened.readers === 0
          ? t('complaints.follow.readersNone')
          : t('complaints.follow.readers', { count: opened.readers })}
      </Alert>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('complaints.deadlines.title')}
        </Typography>
        <DeadlineList deadlines={opened.deadlines} />
      </Stack>
      <Divider />
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('complaints.messages.title')}
        </Typography>
        <MessageThread
          messages={opened.messages}
          viewer="reporter"
          readOnly={opened.closed_day !== null && opened.stage === 'closed'}
          onSend={async (body) => setOpened(await sendAnonymousMessage(keys, body))}
        />
      </Stack>
      <Divider />
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('complaints.evidence.title')}
        </Typography>
        {opened.evidence.length === 0 ? (
          <Typography color="text.secondary">{t('complaints.evidence.none')}</Typography>
        ) : (
          <List dense>
            {opened.evidence.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={item.file_name}
                  secondary={t('complaints.evidence.size', {
                    size: Math.max(1, Math.round(item.size / 1024)),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
        {fileNote ? (
          <Alert severity={fileNote.ok ? 'success' : 'error'} role="status">
            {fileNote.text}
          </Alert>
        ) : null}
        <Button
          component="label"
          variant="outlined"
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('complaints.evidence.add')}
          <input hidden type="file" accept={EVIDENCE_ACCEPT} onChange={(e) => void addFile(e)} />
        </Button>
      </Stack>
    </Stack>
  );
}
