import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { FormError } from '@/components/form/form-error';
import { schemaResolver } from '@/components/form/schema-resolver';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { apiFieldErrors } from '@/i18n/api-field-errors';

import { useServerText } from '../hooks/use-server-text';
import {
  EMAIL_MAX_LENGTH,
  toEmailRequest,
  validateEmailRequest,
  type EmailRequestValues,
  type LoginFieldError,
} from '../login-schema';

import { AuthOutcome } from './auth-outcome';
import { BackToLoginLink } from './back-to-login-link';

/** A call that takes one address and answers a notice, the same for every address (a recovery
 *  link, a sign-in code, an activation link). */
export type EmailRequestMutation = UseMutationResult<
  { message: string },
  Error,
  EmailRequestValues
>;

/** What follows a success: the screen's next step, or (without `onSent`) the server's notice in
 *  place of the form, with the way back to sign-in. */
type EmailRequestOutcome =
  | { onSent: (email: string, message: string) => void; sentText?: never }
  | {
      onSent?: never;
      /** The glossary's translation of the server's notice, for readers of other languages. */
      sentText: string;
    };

export type EmailRequestFormProps = EmailRequestOutcome & {
  /** The id of the address field, unique on the page. */
  id: string;
  mutation: EmailRequestMutation;
  submitLabel: string;
  submittingLabel: string;
  /** A line above the field. */
  hint?: string;
  defaultEmail?: string;
  /** The link back to sign-in under the form (on a screen of its own). */
  backToLogin?: boolean;
};

/** One address and a submit button. The server answers the same for every address, so what
 *  follows never tells whether the address has an account. One message at a time: a client-side
 *  error replaces the last server error; a server error about the address sits under its field,
 *  any other above the form. */
export function EmailRequestForm({
  id,
  mutation,
  submitLabel,
  submittingLabel,
  hint,
  defaultEmail = '',
  backToLogin = false,
  onSent,
  sentText,
}: EmailRequestFormProps) {
  const { t, i18n } = useTranslation();
  const serverText = useServerText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailRequestValues>({
    defaultValues: { email: defaultEmail },
    resolver: schemaResolver(validateEmailRequest),
  });

  if (mutation.isSuccess && sentText !== undefined) {
    return (
      <AuthOutcome severity="success" message={serverText(mutation.data.message, sentText)}>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('auth.recovery.backToLogin')}
        </Button>
      </AuthOutcome>
    );
  }

  const serverFields = mutation.error ? apiFieldErrors(mutation.error, i18n) : {};
  const emailField = register('email');
  // Client checks hold glossary keys; server field messages are shown as sent.
  const emailError = errors.email?.message
    ? t(errors.email.message as LoginFieldError)
    : serverFields.email;

  const handleValid = (values: EmailRequestValues) => {
    const body = toEmailRequest(values);
    mutation.mutate(body, { onSuccess: (data) => onSent?.(body.email, data.message) });
  };
  const handleInvalid = () => mutation.reset();

  const form = (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
    >
      <FormError error={mutation.error} shownFields={['email']} />
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      <TextInput
        {...emailField}
        inputRef={emailField.ref}
        id={id}
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
        {mutation.isPending ? submittingLabel : submitLabel}
      </Button>
    </Stack>
  );
  if (!backToLogin) return form;
  return (
    <Stack spacing={2}>
      {form}
      <BackToLoginLink />
    </Stack>
  );
}
