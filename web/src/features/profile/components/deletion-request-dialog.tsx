import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { DELETION_REASON_MAX_LENGTH, requestDeletionMutation } from '../api/deletion-request';
import { toDeletionRequest, validateDeletionRequest } from '../deletion-request-schema';

export type DeletionRequestDialogProps = { onClose: () => void };

/** Says what a deletion request leads to, takes an optional reason and sends the request. */
export function DeletionRequestDialog({ onClose }: DeletionRequestDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: { reason: '' },
    validate: validateDeletionRequest,
    mutation: requestDeletionMutation(),
    toRequest: toDeletionRequest,
    successToast: () => t('profile.deletion.sent'),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('profile.deletion.dialogTitle')}
      submitLabel={t('profile.deletion.confirm')}
      onClose={onClose}
      destructive
      intro={
        <>
          <Typography>{t('profile.deletion.dialogReview')}</Typography>
          <Typography>{t('profile.deletion.dialogEffects')}</Typography>
        </>
      }
    >
      <TextField
        name="reason"
        label={t('profile.deletion.reason')}
        helperText={t('profile.deletion.reasonHelp')}
        maxLength={DELETION_REASON_MAX_LENGTH}
        lines={3}
      />
    </FormDialog>
  );
}
