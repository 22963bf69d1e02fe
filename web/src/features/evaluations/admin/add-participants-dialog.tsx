import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { useNumberFormat } from '@/i18n/use-number-format';

import { addParticipantsMutation } from './api';
import { ParticipantsInput } from './participants-input';
import {
  EMPTY_PARTICIPANTS,
  participantsInput,
  readPasted,
  type ParticipantsDraft,
} from './participants-model';
import type { AddParticipantsResult } from './types';
import { useAdminErrorMessage } from './use-admin-error';

/** What an addition did: "2 agregados · 1 ya estaba", and the e-mails nobody has. */
export function AddedSummary({ result }: { result: AddParticipantsResult }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Alert severity={result.not_found.length > 0 ? 'warning' : 'success'} role="status">
      <Typography>
        {t('evaluations.admin.participants.added', {
          count: result.added,
          number: format.number(result.added),
        })}
        {' · '}
        {t('evaluations.admin.participants.already', {
          count: result.already,
          number: format.number(result.already),
        })}
      </Typography>
      {result.not_found.length > 0 ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('evaluations.admin.participants.notFound', {
            count: result.not_found.length,
            list: result.not_found.join(', '),
          })}
        </Typography>
      ) : null}
    </Alert>
  );
}

/** "Agregar participantes" to a cycle (before sharing): departments, people, e-mails; the
 *  answer says who was added, who already was and which e-mails nobody has. */
export function AddParticipantsDialog({
  cycleId,
  onClose,
}: {
  cycleId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const errorText = useAdminErrorMessage();
  const [draft, setDraft] = useState<ParticipantsDraft>(EMPTY_PARTICIPANTS);
  const [nobody, setNobody] = useState(false);
  const add = useMutation(addParticipantsMutation(cycleId));
  const result = add.data ?? null;
  const failure = add.error ? toApiError(add.error) : null;
  const fieldText = failure ? Object.values(failure.fields)[0] : undefined;

  const submit = () => {
    const input = participantsInput(draft);
    const invalid = readPasted(draft.pasted).invalid.length > 0;
    setNobody(input === null);
    if (input === null || invalid) return;
    add.mutate(input, { onSuccess: () => setDraft(EMPTY_PARTICIPANTS) });
  };

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={`${id}-title`}>{t('evaluations.admin.participants.addTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {t('evaluations.admin.participants.addIntro')}
          </Typography>
          {result ? <AddedSummary result={result} /> : null}
          {failure && !fieldText ? (
            <Alert severity="error" role="alert">
              {errorText(add.error)}
            </Alert>
          ) : null}
          <ParticipantsInput
            value={draft}
            onChange={(next) => {
              setDraft(next);
              setNobody(false);
            }}
            error={nobody ? t('evaluations.admin.participants.nobody') : fieldText}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          {result ? t('admin.common.close') : t('admin.common.cancel')}
        </Button>
        <Button variant="contained" loading={add.isPending} onClick={submit}>
          {t('evaluations.admin.participants.addSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
