// Reporting (CMP-4, CMP-5): the intake form (signed in, first the choice of reporting
// identified or anonymously), then the passphrase, then the receipt shown once. The receipt and passphrase live only in this component's state: never in the
// address, the browser's storage or a query cache.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import type { PersonRef } from '@/api/types';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { addAnonymousEvidence, submitAnonymous } from '../api/anonymous';
import { submitIdentified } from '../api/cases';
import { emptyDraft, intakeBody, intakeProblems, type IntakeDraft } from '../lib/intake';
import { passphraseReady, type PassphraseValue } from '../lib/passphrase';

import { IdentityChoice, type IdentityValue } from './identity-choice';
import { IntakeFields } from './intake-fields';
import { PassphraseChooser } from './passphrase-chooser';
import { ReceiptCard } from './receipt-card';

type Done = { receipt: string; failedFiles: string[] };

export type ReportFlowProps = {
  /** Leads to "Seguir mi caso" with the receipt already typed. */
  onFollow: (receipt: string) => void;
  /** The departments the facts may have happened in. */
  areas?: readonly { id: number; name: string }[];
  /** Signed in: the person chooses to report identified (POST /complaints, with the session)
   *  or anonymously (the anonymous route, without it). */
  signedIn?: boolean;
  /** The choice made before coming (the menu's "Denunciar con mi nombre"). */
  initialIdentity?: Identity;
};

export type Identity = IdentityValue;

export function ReportFlow({
  onFollow,
  areas,
  signedIn = false,
  initialIdentity = 'anonymous',
}: ReportFlowProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const [draft, setDraft] = useState<IntakeDraft>(emptyDraft);
  const [phrase, setPhrase] = useState<PassphraseValue>({ passphrase: '', repeat: '' });
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [identity, setIdentity] = useState<Identity>(initialIdentity);
  const [notifyMe, setNotifyMe] = useState(true);
  const [accused, setAccused] = useState<PersonRef[]>([]);
  const identified = signedIn && identity === 'identified';

  if (done) {
    return (
      <ReceiptCard
        receipt={done.receipt}
        failedFiles={done.failedFiles}
        onFollow={() => onFollow(done.receipt)}
      />
    );
  }

  const problems = tried ? intakeProblems(draft) : {};
  const phraseRefused =
    error instanceof ApiError && error.code === 'weak_passphrase'
      ? t('complaints.passphrase.refused')
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(intakeProblems(draft)).length || !passphraseReady(phrase)) return;
    setSending(true);
    setError(null);
    try {
      const body = { ...intakeBody(draft), passphrase: phrase.passphrase };
      const { receipt } = identified
        ? await submitIdentified({
            ...body,
            identified: true,
            notify_me: notifyMe,
            accused_ids: accused.map((person) => person.id),
          })
        : await submitAnonymous(body);
      const failedFiles: string[] = [];
      for (const file of draft.files) {
        try {
          await addAnonymousEvidence({ receipt, passphrase: phrase.passphrase }, file);
        } catch {
          failedFiles.push(file.name);
        }
      }
      // Forget the draft and the passphrase: only the receipt stays, to be shown once.
      setDraft(emptyDraft());
      setPhrase({ passphrase: '', repeat: '' });
      setAccused([]);
      setDone({ receipt, failedFiles });
    } catch (caught) {
      setError(caught);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" spacing={3} onSubmit={(event) => void submit(event)} noValidate>
      {signedIn ? (
        <IdentityChoice
          label={t('complaints.identity.label')}
          value={identity}
          onChange={setIdentity}
          options={[
            { value: 'anonymous', label: t('complaints.identity.anonymous') },
            { value: 'identified', label: t('complaints.identity.identified') },
          ]}
          help={
            identified
              ? t('complaints.identity.identifiedHelp')
              : t('complaints.identity.anonymousHelp')
          }
          disabled={sending}
        >
          {identified ? (
            <FormControlLabel
              control={
                <Checkbox
                  checked={notifyMe}
                  onChange={(event) => setNotifyMe(event.target.checked)}
                  disabled={sending}
                />
              }
              label={t('complaints.identity.notifyMe')}
            />
          ) : null}
        </IdentityChoice>
      ) : null}
      <IntakeFields
        draft={draft}
        onChange={setDraft}
        problems={problems}
        areas={areas}
        disabled={sending}
        peopleExtra={
          identified ? (
            <PeoplePicker
              id={`${id}-accused`}
              multiple
              label={t('complaints.intake.accused')}
              helperText={t('complaints.intake.accusedHelp')}
              value={accused}
              onChange={setAccused}
              disabled={sending}
            />
          ) : null
        }
      />
      <Stack spacing={1}>
        <Typography component="h2" variant="h3">
          {t('complaints.passphrase.title')}
        </Typography>
        <PassphraseChooser
          value={phrase}
          onChange={setPhrase}
          showProblems={tried}
          serverProblem={phraseRefused}
          disabled={sending}
        />
      </Stack>
      {error && !phraseRefused ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {tried && (Object.keys(problems).length > 0 || !passphraseReady(phrase)) ? (
        <Alert severity="error" role="alert">
          {t('complaints.intake.fixProblems')}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {sending ? t('complaints.intake.sending') : t('complaints.intake.send')}
      </Button>
    </Stack>
  );
}
