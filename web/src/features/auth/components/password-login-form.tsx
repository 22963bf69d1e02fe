import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { PasswordInput } from '@/components/form/password-input';
import { TextInput } from '@/components/form/text-input';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { useLogin } from '../hooks/use-login';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  validateEmail,
  validatePassword,
  type LoginFieldError,
  type LoginValues,
} from '../login-schema';

/** Email and password sign-in. Server errors are shown above the fields, field errors from
 *  the server's `details.fields` under each field. */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const serverError = loginMutation.error;
  const serverFields = serverError instanceof ApiError ? serverError.fields : {};
  const emailField = register('email', { validate: (v) => validateEmail(v) ?? true });
  const passwordField = register('password', { validate: (v) => validatePassword(v) ?? true });
  // Client checks hold glossary keys; server field messages are shown as sent.
  const emailError = errors.email?.message
    ? t(errors.email.message as LoginFieldError)
    : serverFields.email;
  const passwordError = errors.password?.message
    ? t(errors.password.message as LoginFieldError)
    : serverFields.password;

  const handleValid = (values: LoginValues) => {
    loginMutation.mutate(values);
  };
  // One message at a time: a new client-side error replaces the last server error.
  const handleInvalid = () => loginMutation.reset();

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
    >
      {serverError ? (
        <Alert severity="error" role="alert">
          {errorMessage(serverError)}
        </Alert>
      ) : null}
      <TextInput
        {...emailField}
        inputRef={emailField.ref}
        id="login-email"
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        required
        error={Boolean(emailError)}
        helperText={emailError}
        inputProps={{ maxLength: EMAIL_MAX_LENGTH, inputMode: 'email' }}
      />
      <PasswordInput
        {...passwordField}
        inputRef={passwordField.ref}
        id="login-password"
        label={t('auth.login.password')}
        autoComplete="current-password"
        required
        error={Boolean(passwordError)}
        helperText={passwordError}
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={loginMutation.isPending}
        loadingPosition="start"
      >
        {loginMutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </Stack>
  );
}
