import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import type { PersonRef } from '@/api/types';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';

import { reassignLeaderMutation, reopenReviewMutation } from './api';
import { REASON_MAX, reasonProblem } from './reason';
import type { Participant } from './types';
import { useAdminErrorMessage } from './use-admin-error';

/** A small dialog around a form: its title, intro, fields, failure, cancel and submit. */
export function SmallFormDialog({
  title,
  intro,
  submitLabel,
  pending,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const { t } = useTranslation();
  const compact = useCompactDialog();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The reason field of a dialog, with its check or the server's message. */
export function ReasonField({
  value,
  onChange,
  error,
  label,
  helperText,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  label: string;
  helperText: string;
}) {
  const id = useId();
  return (
    <TextInput
      id={`${id}-reason`}
      label={label}
      required
      multiline
      minRows={3}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ maxLength: REASON_MAX }}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}

/** "Reabrir": a submitted self or leader review back to draft, with the reason. */
export function ReopenDialog({
  participant,
  direction,
  reviewId,
  onClose,
}: {
  participant: Participant;
  direction: 'self' | 'leader';
  reviewId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useAdminErrorMessage();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const reopen = useMutation(reopenReviewMutation());
  const problem = checked ? reasonProblem(reason) : null;
  const failure = reopen.error ? toApiError(reopen.error) : null;
  const serverReason = failure?.fields.reason;
  return (
    <SmallFormDialog
      title={t(`evaluations.admin.reopen.title.${direction}`, {
        name: participant.person.full_name,
      })}
      intro={t('evaluations.admin.reopen.intro')}
      submitLabel={t('evaluations.admin.reopen.submit')}
      pending={reopen.isPending}
      failure={failure && !serverReason ? errorText(reopen.error) : null}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (reasonProblem(reason)) return;
        reopen.mutate(
          { reviewId, reason: reason.trim() },
          {
            onSuccess: () => {
              showToast(t('evaluations.admin.reopen.done'), 'success');
              onClose();
            },
          },
        );
      }}
    >
      <ReasonField
        label={t('evaluations.admin.reason.label')}
        helperText={t('evaluations.admin.reopen.reasonHelp')}
        value={reason}
        onChange={setReason}
        error={problem ? t(`evaluations.admin.reason.${problem}`) : serverReason}
      />
    </SmallFormDialog>
  );
}

/** "Cambiar líder": the participant's leader for this cycle (their leader review moves to the
 *  new one unless it was submitted: reopen it first). */
export function ReassignDialog({
  participant,
  onClose,
}: {
  participant: Participant;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useAdminErrorMessage();
  const [leader, setLeader] = useState<PersonRef | null>(null);
  const [missing, setMissing] = useState(false);
  const reassign = useMutation(reassignLeaderMutation());
  const failure = reassign.error ? toApiError(reassign.error) : null;
  const serverLeader = failure?.fields.leader_id;
  return (
    <SmallFormDialog
      title={t('evaluations.admin.reassign.title', { name: participant.person.full_name })}
      intro={
        participant.leader
          ? t('evaluations.admin.reassign.current', { name: participant.leader.full_name })
          : t('evaluations.admin.reassign.none')
      }
      submitLabel={t('evaluations.admin.reassign.submit')}
      pending={reassign.isPending}
      failure={failure && !serverLeader ? errorText(reassign.error) : null}
      onClose={onClose}
      onSubmit={() => {
        setMissing(leader === null);
        if (!leader) return;
        reassign.mutate(
          { participantId: participant.id, leaderId: leader.id },
          {
            onSuccess: () => {
              showToast(
                t('evaluations.admin.reassign.done', {
                  person: participant.person.full_name,
                  leader: leader.full_name,
                }),
                'success',
              );
              onClose();
            },
          },
        );
      }}
    >
      <PeoplePicker
        id={`${id}-leader`}
        label={t('evaluations.admin.reassign.leader')}
        required
        value={leader}
        onChange={(person) => {
          setLeader(person);
          setMissing(false);
        }}
        error={missing ? t('evaluations.admin.reassign.leaderRequired') : serverLeader}
        helperText={t('evaluations.admin.reassign.help')}
      />
    </SmallFormDialog>
  );
}
