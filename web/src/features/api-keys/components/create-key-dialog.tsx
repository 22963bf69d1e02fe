import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { API_KEY_NAME_MAX_LENGTH, createApiKey, type CreatedApiKey } from '@/api/api-keys';
import { toApiError } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { TextInput } from '@/components/form/text-input';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  toNewApiKey,
  validateApiKeyForm,
  type ApiKeyFieldError,
  type ApiKeyFormValues,
} from '../api-key-schema';

import { SecretDisplay } from './secret-display';

export type CreateKeyDialogProps = { onClose: () => void };

/**
 * Creates a key. On success the same dialog shows the secret once; closing it discards the
 * secret from memory (it lives only in this component's state and is never cached).
 */
export function CreateKeyDialog({ onClose }: CreateKeyDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const titleId = useId();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ApiKeyFormValues>({ name: '', expires: '' });
  const [checks, setChecks] = useState<Partial<Record<keyof ApiKeyFormValues, ApiKeyFieldError>>>(
    {},
  );
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: () => createApiKey(toNewApiKey(values)),
    onSuccess: async (key) => {
      setCreated(key);
      await queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys });
    },
  });
  const server = create.error ? apiFieldErrors(create.error, i18n) : {};
  const nameError = checks.name ? t(checks.name) : server.name;
  const expiryError = checks.expires ? t(checks.expires) : server.expires_at;
  const otherError =
    create.error && Object.keys(toApiError(create.error).fields).length === 0
      ? errorMessage(create.error)
      : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateApiKeyForm(values);
    setChecks(found);
    if (Object.keys(found).length === 0) create.mutate();
  };
  const handleClose = (_event: object, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (create.isPending) return;
    // With the secret on screen, only an explicit action closes the dialog.
    if (created && reason === 'backdropClick') return;
    onClose();
  };

  return (
    <Dialog
      open
      onClose={handleClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>
        {created ? t('apiKeys.secret.title') : t('apiKeys.create.title')}
      </DialogTitle>
      <DialogContent dividers>
        {created ? (
          <SecretDisplay apiKey={created} />
        ) : (
          <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={handleSubmit}>
            {otherError ? (
              <Alert severity="error" role="alert">
                {otherError}
              </Alert>
            ) : null}
            <TextInput
              id={`${formId}-name`}
              label={t('apiKeys.create.name')}
              required
              value={values.name}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
              error={Boolean(nameError)}
              helperText={nameError ?? t('apiKeys.create.nameHelp')}
              inputProps={{ maxLength: API_KEY_NAME_MAX_LENGTH }}
            />
            <FormControl fullWidth error={Boolean(expiryError)}>
              <InputLabel htmlFor={`${formId}-expires`} shrink>
                {t('apiKeys.create.expires')}
              </InputLabel>
              <OutlinedInput
                id={`${formId}-expires`}
                type="date"
                notched
                label={t('apiKeys.create.expires')}
                value={values.expires}
                onChange={(event) => setValues({ ...values, expires: event.target.value })}
                aria-describedby={`${formId}-expires-help`}
              />
              <FormHelperText id={`${formId}-expires-help`}>
                {expiryError ?? t('apiKeys.create.expiresHelp')}
              </FormHelperText>
            </FormControl>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {created ? (
          <Button variant="contained" onClick={onClose}>
            {t('apiKeys.secret.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={create.isPending}>
              {t('apiKeys.common.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="contained" loading={create.isPending}>
              {t('apiKeys.create.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
