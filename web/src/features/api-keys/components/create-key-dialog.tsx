import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { DateField } from '@/components/form/fields/date-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { API_KEY_NAME_MAX_LENGTH, createApiKeyMutation, type CreatedApiKey } from '../api/api-keys';
import { toNewApiKey, validateApiKeyForm } from '../api-key-schema';

import { SecretDisplay } from './secret-display';

export type CreateKeyDialogProps = { onClose: () => void };

/** The new key's secret, in place of the form that created it; only an explicit action closes
 *  it (never a click beside it). */
function SecretDialog({ apiKey, onClose }: { apiKey: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const compact = useCompactDialog();
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
      transitionDuration={{ enter: 0 }}
    >
      <DialogTitle id={titleId}>{t('apiKeys.secret.title')}</DialogTitle>
      <DialogContent dividers>
        <SecretDisplay apiKey={apiKey} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Creates a key. On success the secret is shown once; closing discards it from memory (it lives
 * only in this component's state and is never cached).
 */
export function CreateKeyDialog({ onClose }: CreateKeyDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const form = useMutationForm({
    defaultValues: { name: '', expires: '' },
    validate: validateApiKeyForm,
    mutation: createApiKeyMutation(),
    toRequest: toNewApiKey,
    serverFields: { expires_at: 'expires' },
    onSuccess: setCreated,
  });
  if (created) return <SecretDialog apiKey={created} onClose={onClose} />;
  return (
    <FormDialog
      form={form}
      title={t('apiKeys.create.title')}
      submitLabel={t('apiKeys.create.submit')}
      cancelLabel={t('apiKeys.common.cancel')}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t('apiKeys.create.name')}
        required
        helperText={t('apiKeys.create.nameHelp')}
        maxLength={API_KEY_NAME_MAX_LENGTH}
      />
      <DateField
        name="expires"
        label={t('apiKeys.create.expires')}
        helperText={t('apiKeys.create.expiresHelp')}
      />
    </FormDialog>
  );
}
