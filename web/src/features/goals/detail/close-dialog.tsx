import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { RadioField } from '@/components/form/fields/radio-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { requestRecognition } from '@/lib/recognise-request';

import { closeGoalMutation } from '../api/goals';
import type { CloseResult, GoalDetail } from '../api/types';

import { validateClose, type CloseValues } from './close-schema';

/** Closing a goal: Logrado / No logrado, its final value and a comment. When the answer offers a
 *  recognition (GOA-★3: a leader closing someone else's goal), the next step offers "Reconocer a
 *  …", which opens the send dialog with the owners and the message (lib/recognise-request). */
export function CloseDialog({ goal, onClose }: { goal: GoalDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<NonNullable<CloseResult['recognition']> | null>(null);
  const form = useMutationForm({
    defaultValues: {
      outcome: 'achieved',
      value: String(goal.current_value),
      comment: '',
    } satisfies CloseValues,
    validate: validateClose,
    mutation: closeGoalMutation(goal.id),
    toRequest: (values: CloseValues) => ({
      outcome: values.outcome,
      ...(values.value.trim() === '' ? {} : { value: Number(values.value.replace(',', '.')) }),
      ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    }),
    successToast: (result) =>
      t(result.goal.status === 'pending_approval' ? 'goals.close.pending' : 'goals.close.closed'),
    onSuccess: (result) => {
      if (result.recognition && result.recognition.people.length > 0) setOffer(result.recognition);
      else onClose();
    },
  });
  if (offer) return <RecognitionOffer offer={offer} onClose={onClose} />;
  return (
    <FormDialog
      form={form}
      title={t('goals.close.title', { title: goal.title })}
      submitLabel={t('goals.close.submit')}
      onClose={onClose}
    >
      <RadioField
        name="outcome"
        label={t('goals.close.outcome')}
        options={[
          { value: 'achieved', label: t('goals.close.achieved') },
          { value: 'missed', label: t('goals.close.missed') },
        ]}
      />
      <TextField name="value" label={t('goals.close.value')} decimal />
      <TextField name="comment" label={t('goals.close.comment')} lines={3} maxLength={2000} />
    </FormDialog>
  );
}

function RecognitionOffer({
  offer,
  onClose,
}: {
  offer: NonNullable<CloseResult['recognition']>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const compact = useCompactDialog();
  const names = offer.people.map((person) => person.first_name || person.full_name).join(', ');
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{t('goals.close.offerTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Alert severity="success">{t('goals.close.closed')}</Alert>
          <Typography>{t('goals.close.offerBody')}</Typography>
          <Typography sx={{ fontStyle: 'italic' }}>{offer.message}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('goals.close.notNow')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            requestRecognition(offer.people, offer.message);
            onClose();
          }}
        >
          {t('goals.close.recognise', { names })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
