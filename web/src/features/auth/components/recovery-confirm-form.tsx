import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { toApiError } from '@/api/errors';
import { FormError } from '@/components/form/form-error';
import { schemaResolver } from '@/components/form/schema-resolver';
import { paths } from '@/config/paths';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { confirmRecoveryMutation } from '../api/recovery';
import {
  NEW_PASSWORD_MAX_LENGTH,
  passwordLength,
  toRecoveryConfirmation,
  validateNewPassword,
  type NewPasswordFieldError,
  type NewPasswordValues,
} from '../recovery-schema';

import { BackToLoginLink } from './back-to-login-link';
import { PasswordInput } from './password-input';
import { RecoveryOutcome } from './recovery-outcome';

/** The server's code for a link that is unknown, used or expired. */
const LINK_INVALID = 'recovery_link_invalid';

export type RecoveryConfirmFormProps = {
  /** The token of the mailed link. */
  token: string;
};

/** Sets a new password with the token of a recovery link: the password twice, a live count
 *  against the 12–128 characters rule, then the outcome — sign in, or ask for a new link when
 *  this one no longer works. */
export function RecoveryConfirmForm({ token }: RecoveryConfirmFormProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const mutation = useMutation(confirmRecoveryMutation());
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    defaultValues: { password: '', repeat: '' },
    resolver: schemaResolver(validateNewPassword),
  });
  const password = useWatch({ control, name: 'password' });

  if (mutation.isSuccess) {
    return (
      <RecoveryOutcome severity="success" message={t('auth.recovery.confirm.done')}>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('auth.recovery.confirm.signIn')}
        </Button>
      </RecoveryOutcome>
    );
  }
  if (mutation.error && toApiError(mutation.error).code === LINK_INVALID) {
    return (
      <RecoveryOutcome severity="error" message={errorMessage(mutation.error)}>
        <Button
          component={RouterLink}
          to={paths.recoverPassword}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('auth.recovery.confirm.requestNew')}
        </Button>
      </RecoveryOutcome>
    );
  }

  const serverFields = mutation.error ? apiFieldErrors(mutation.error, i18n) : {};
  const passwordField = register('password');
  const repeatField = register('repeat');
  // Client checks hold glossary keys; server field messages are shown as sent.
  const passwordError = errors.password?.message
    ? t(errors.password.message as NewPasswordFieldError)
    : serverFields.password;
  const repeatError = errors.repeat?.message
    ? t(errors.repeat.message as NewPasswordFieldError)
    : undefined;

  const handleValid = (values: NewPasswordValues) => {
    mutation.mutate(toRecoveryConfirmation(token, values));
  };
  // One message at a time: a new client-side error replaces the last server error.
  const handleInvalid = () => mutation.reset();

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      >
        <FormError error={mutation.error} shownFields={['password']} />
        <PasswordInput
          {...passwordField}
          inputRef={passwordField.ref}
          id="recovery-password"
          label={t('auth.recovery.confirm.password')}
          autoComplete="new-password"
          required
          error={Boolean(passwordError)}
          helperText={
            passwordError ?? t('auth.recovery.confirm.hint', { length: passwordLength(password) })
          }
          inputProps={{ maxLength: NEW_PASSWORD_MAX_LENGTH }}
        />
        <PasswordInput
          {...repeatField}
          inputRef={repeatField.ref}
          id="recovery-repeat"
          label={t('auth.recovery.confirm.repeat')}
          autoComplete="new-password"
          required
          error={Boolean(repeatError)}
          helperText={repeatError}
          inputProps={{ maxLength: NEW_PASSWORD_MAX_LENGTH }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={mutation.isPending}
          loadingPosition="start"
        >
          {mutation.isPending
            ? t('auth.recovery.confirm.submitting')
            : t('auth.recovery.confirm.submit')}
        </Button>
      </Stack>
      <BackToLoginLink />
    </Stack>
  );
}
