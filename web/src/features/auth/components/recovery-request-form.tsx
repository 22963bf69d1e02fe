import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { FormError } from '@/components/form/form-error';
import { schemaResolver } from '@/components/form/schema-resolver';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { toLanguage } from '@/i18n/languages';

import { requestRecoveryMutation } from '../api/recovery';
import { EMAIL_MAX_LENGTH, type LoginFieldError } from '../login-schema';
import {
  toRecoveryRequest,
  validateRecoveryRequest,
  type RecoveryRequestValues,
} from '../recovery-schema';

import { BackToLoginLink } from './back-to-login-link';
import { RecoveryOutcome } from './recovery-outcome';

/** Asks for a recovery link by e-mail. The server answers the same for every address, so what
 *  follows never tells whether the address has an account. One message at a time: a client-side
 *  error replaces the last server error; a server error about the address sits under its field. */
export function RecoveryRequestForm() {
  const { t, i18n } = useTranslation();
  const mutation = useMutation(requestRecoveryMutation());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryRequestValues>({
    defaultValues: { email: '' },
    resolver: schemaResolver(validateRecoveryRequest),
  });

  if (mutation.isSuccess) {
    // The server's text is Spanish: other languages read the glossary's translation of it.
    const message =
      toLanguage(i18n.language) === 'es' && mutation.data.message
        ? mutation.data.message
        : t('auth.recovery.request.sent');
    return (
      <RecoveryOutcome severity="success" message={message}>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('auth.recovery.backToLogin')}
        </Button>
      </RecoveryOutcome>
    );
  }

  const serverFields = mutation.error ? apiFieldErrors(mutation.error, i18n) : {};
  const emailField = register('email');
  const emailError = errors.email?.message
    ? t(errors.email.message as LoginFieldError)
    : serverFields.email;

  const handleValid = (values: RecoveryRequestValues) => {
    mutation.mutate(toRecoveryRequest(values));
  };
  const handleInvalid = () => mutation.reset();

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      >
        <FormError error={mutation.error} shownFields={['email']} />
        <TextInput
          {...emailField}
          inputRef={emailField.ref}
          id="recovery-email"
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          required
          error={Boolean(emailError)}
          helperText={emailError}
          inputProps={{ maxLength: EMAIL_MAX_LENGTH, inputMode: 'email' }}
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
            ? t('auth.recovery.request.submitting')
            : t('auth.recovery.request.submit')}
        </Button>
      </Stack>
      <BackToLoginLink />
    </Stack>
  );
}
