// A handler's verbal intake (CMP-4): the committee member writes the acta with the reporter
// present — the same fields as the reporter's own form, whether the person identifies
// themselves (a person of the directory) or stays anonymous, the people reported — and then the
// reporter types their passphrase. The server answers with the receipt, shown here once for the
// reporter to write down, and the new case, whose acta (PDF with both signature lines) downloads
// from here and from the case page.
//
// Decisions where the design is silent: a dialog (the whole screen on phones) over the cases
// tab, so the list is there again after it; evidence is not picked here but added on the case
// page (the handler's evidence), since a verbal report rarely comes with files at once; closing
// with anything typed, or with the receipt still on screen, asks first (nothing is lost by a
// stray click or Escape); the receipt and passphrase live only in this component's state.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ApiError } from '@/api/errors';
import type { PersonRef } from '@/api/types';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { saveBlob } from '@/lib/save-blob';

import { fetchComplaintForm } from '../api/anonymous';
import { complaintKeys, downloadActa, submitVerbal } from '../api/cases';
import { emptyDraft, intakeBody, intakeProblems, type IntakeDraft } from '../lib/intake';
import { passphraseReady, type PassphraseValue } from '../lib/passphrase';
import { casePath } from '../paths';

import { IdentityChoice, type IdentityValue } from './identity-choice';
import { IntakeFields } from './intake-fields';
import { PassphraseChooser } from './passphrase-chooser';
import { ReceiptCard } from './receipt-card';

type ReporterChoice = IdentityValue;
type Done = { receipt: string; caseId: number };

/** "Registrar denuncia verbal" and its dialog (the page shows it to handlers only). */
export function VerbalIntakeButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('complaints.verbal.open')}
      </Button>
      {open ? <VerbalIntakeDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The contract's fields whose value changed between two drafts (their refusals go away). */
function changedFields(before: IntakeDraft, after: IntakeDraft): string[] {
  const a = intakeBody(before) as Record<string, unknown>;
  const b = intakeBody(after) as Record<string, unknown>;
  return Object.keys(b).filter((key) => a[key] !== b[key]);
}

const without = (fields: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !keys.includes(key)));

export function VerbalIntakeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  // The departments the facts may have happened in (nothing personal; the public form's).
  const form = useQuery({
    queryKey: complaintKeys.form(),
    queryFn: fetchComplaintForm,
    staleTime: 10 * 60_000,
  });
  const [draft, setDraft] = useState<IntakeDraft>(emptyDraft);
  const [choice, setChoice] = useState<ReporterChoice>('identified');
  const [reporter, setReporter] = useState<PersonRef | null>(null);
  const [accused, setAccused] = useState<PersonRef[]>([]);
  const [phrase, setPhrase] = useState<PassphraseValue>({ passphrase: '', repeat: '' });
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<Done | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const identified = choice === 'identified';
  const problems = tried ? intakeProblems(draft) : {};
  const reporterMissing = tried && identified && !reporter;
  const dirty =
    JSON.stringify(intakeBody(draft)) !== JSON.stringify(intakeBody(emptyDraft())) ||
    reporter !== null ||
    accused.length > 0 ||
    phrase.passphrase !== '' ||
    phrase.repeat !== '';
  const forbidden = error instanceof ApiError && error.status === 403;
  const refusedFields =
    error instanceof ApiError &&
    (error.code === 'invalid_complaint' || error.code === 'weak_passphrase');
  const phraseRefused =
    serverFields.passphrase ??
    (error instanceof ApiError && error.code === 'weak_passphrase'
      ? t('complaints.passphrase.refused')
      : null);

  const requestClose = () => {
    if (sending) return;
    if (done || dirty) setConfirming(true);
    else onClose();
  };

  const changeDraft = (next: IntakeDraft) => {
    const changed = changedFields(draft, next);
    if (changed.length) setServerFields((fields) => without(fields, changed));
    setDraft(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (
      Object.keys(intakeProblems(draft)).length ||
      (identified && !reporter) ||
      !passphraseReady(phrase)
    ) {
      return;
    }
    setSending(true);
    setError(null);
    setServerFields({});
    try {
      const { receipt, case_id: caseId } = await submitVerbal({
        ...intakeBody(draft),
        verbal: true,
        reporter_id: identified && reporter ? reporter.id : null,
        accused_ids: accused.map((person) => person.id),
        passphrase: phrase.passphrase,
      });
      void queryClient.invalidateQueries({ queryKey: complaintKeys.lists() });
      // Forget the acta's text and the passphrase: only the receipt stays, to be shown once.
      setDraft(emptyDraft());
      setPhrase({ passphrase: '', repeat: '' });
      setReporter(null);
      setAccused([]);
      setDone({ receipt, caseId: caseId ?? 0 });
    } catch (caught) {
      setError(caught);
      if (caught instanceof ApiError) setServerFields(caught.fields);
    } finally {
      setSending(false);
    }
  };

  const downloadTheActa = async (caseId: number) => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveBlob(await downloadActa(caseId), t('complaints.case.actaFile', { id: caseId }));
    } catch (caught) {
      setDownloadError(errorMessage(caught));
    } finally {
      setDownloading(false);
    }
  };

  const formId = `${id}-form`;
  const titleId = `${id}-title`;

  return (
    <Dialog
      open
      onClose={requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={compact}
      scroll="paper"
    >
      <DialogTitle id={titleId}>
        {done
          ? t('complaints.verbal.doneTitle', { id: done.caseId })
          : t('complaints.verbal.title')}
      </DialogTitle>
      <DialogContent dividers>
        {done ? (
          <ReceiptCard
            receipt={done.receipt}
            sentTitle={t('complaints.verbal.sentTitle', { id: done.caseId })}
            sentBody={t('complaints.verbal.sentBody')}
            actions={
              <Stack spacing={1}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
                >
                  <Button
                    variant="contained"
                    loading={downloading}
                    onClick={() => void downloadTheActa(done.caseId)}
                  >
                    {t('complaints.case.acta')}
                  </Button>
                  <Button variant="outlined" component={RouterLink} to={casePath(done.caseId)}>
                    {t('complaints.verbal.openCase')}
                  </Button>
                </Stack>
                {downloadError ? (
                  <Alert severity="error" role="alert">
                    {downloadError}
                  </Alert>
                ) : null}
              </Stack>
            }
          />
        ) : (
          <Stack
            component="form"
            id={formId}
            spacing={3}
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            <Typography color="text.secondary">{t('complaints.verbal.intro')}</Typography>
            <IdentityChoice
              label={t('complaints.verbal.identity')}
              value={choice}
              onChange={setChoice}
              options={[
                { value: 'identified', label: t('complaints.verbal.identified') },
                { value: 'anonymous', label: t('complaints.verbal.anonymous') },
              ]}
              help={
                identified
                  ? t('complaints.verbal.identifiedHelp')
                  : t('complaints.verbal.anonymousHelp')
              }
              disabled={sending}
            />
            {identified ? (
              <PeoplePicker
                id={`${id}-reporter`}
                label={t('complaints.verbal.reporter')}
                required
                value={reporter}
                onChange={(person) => {
                  setReporter(person);
                  setServerFields((fields) => without(fields, ['reporter_id']));
                }}
                error={
                  reporterMissing
                    ? t('complaints.verbal.reporterRequired')
                    : serverFields.reporter_id
                }
                disabled={sending}
              />
            ) : null}
            <IntakeFields
              draft={draft}
              onChange={changeDraft}
              problems={problems}
              areas={form.data?.areas ?? []}
              serverFields={serverFields}
              withFiles={false}
              disabled={sending}
              peopleExtra={
                <PeoplePicker
                  id={`${id}-accused`}
                  multiple
                  label={t('complaints.intake.accused')}
                  helperText={t('complaints.intake.accusedHelp')}
                  value={accused}
                  onChange={(people) => {
                    setAccused(people);
                    setServerFields((fields) => without(fields, ['accused_ids']));
                  }}
                  error={serverFields.accused_ids}
                  disabled={sending}
                />
              }
            />
            <Stack spacing={1}>
              <Typography component="h3" variant="h3">
                {t('complaints.verbal.passphraseTitle')}
              </Typography>
              <Alert severity="info">{t('complaints.verbal.passphraseHandOver')}</Alert>
              <PassphraseChooser
                value={phrase}
                onChange={(next) => {
                  setPhrase(next);
                  setServerFields((fields) => without(fields, ['passphrase']));
                  if (error instanceof ApiError && error.code === 'weak_passphrase') {
                    setError(null);
                  }
                }}
                showProblems={tried}
                serverProblem={phraseRefused}
                disabled={sending}
              />
            </Stack>
            {forbidden ? (
              <Alert severity="error" role="alert">
                {t('complaints.verbal.forbidden')}
              </Alert>
            ) : error && !refusedFields ? (
              <Alert severity="error" role="alert">
                {errorMessage(error)}
              </Alert>
            ) : null}
            {refusedFields ||
            (tried &&
              (Object.keys(problems).length > 0 || reporterMissing || !passphraseReady(phrase))) ? (
              <Alert severity="error" role="alert">
                {t('complaints.intake.fixProblems')}
              </Alert>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {done ? (
          <Button onClick={requestClose}>{t('complaints.verbal.close')}</Button>
        ) : (
          <>
            <Button onClick={requestClose} disabled={sending}>
              {t('complaints.common.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="contained" loading={sending}>
              {t('complaints.verbal.send')}
            </Button>
          </>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={done ? t('complaints.verbal.closeTitle') : t('complaints.verbal.discardTitle')}
        body={done ? t('complaints.verbal.closeBody') : t('complaints.verbal.discardBody')}
        confirmLabel={done ? t('complaints.verbal.close') : t('complaints.verbal.discard')}
        cancelLabel={done ? t('complaints.verbal.stay') : t('complaints.verbal.keepWriting')}
        destructive={!done}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
