import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormError } from '@/components/form/form-error';
import { PasswordInput } from '@/components/form/password-input';
import { schemaResolver } from '@/components/form/schema-resolver';
import { TextInput } from '@/components/form/text-input';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { PASSWORD_MAX_LENGTH, passwordLength } from '@/lib/password-policy';

import {
  validateNewPassword,
  type NewPasswordFieldError,
  type NewPasswordValues,
} from '../recovery-schema';

export type NewPasswordFormProps = {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  /** The last submission's failure: a message about `password` sits under that field, any other
   *  above the form. */
  error: unknown;
  pending: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Called with the checked values. */
  onSubmit: (values: NewPasswordValues) => void;
  /** Called when the client-side checks refuse a submission (to drop the last server error). */
  onInvalid: () => void;
  /** The account the password is for, when known: shown read-only above the fields (and read by
   *  password managers as the user name). */
  email?: string;
};

/** A new password, typed twice, with a live count against the 12–128 characters rule; the
 *  checks run before anything is sent. Used to recover a password, to activate an account and
 *  to replace a temporary password. */
export function NewPasswordForm({
  id,
  error,
  pending,
  submitLabel,
  submittingLabel,
  onSubmit,
  onInvalid,
  email,
}: NewPasswordFormProps) {
  const { t, i18n } = useTranslation();
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

  const serverFields = error ? apiFieldErrors(error, i18n) : {};
  const passwordField = register('password');
  const repeatField = register('repeat');
  // Client checks hold glossary keys; server field messages are shown as sent.
  const passwordError = errors.password?.message
    ? t(errors.password.message as NewPasswordFieldError)
    : serverFields.password;
  const repeatError = errors.repeat?.message
    ? t(errors.repeat.message as NewPasswordFieldError)
    : undefined;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)}
    >
      <FormError error={error} shownFields={['password']} />
      {email ? (
        <TextInput
          id={`${id}-email`}
          name="email"
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          value={email}
          readOnly
        />
      ) : null}
      <PasswordInput
        {...passwordField}
        inputRef={passwordField.ref}
        id={`${id}-password`}
        label={t('auth.recovery.confirm.password')}
        autoComplete="new-password"
        required
        error={Boolean(passwordError)}
        helperText={
          passwordError ?? t('auth.recovery.confirm.hint', { length: passwordLength(password) })
        }
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
      <PasswordInput
        {...repeatField}
        inputRef={repeatField.ref}
        id={`${id}-repeat`}
        label={t('auth.recovery.confirm.repeat')}
        autoComplete="new-password"
        required
        error={Boolean(repeatError)}
        helperText={repeatError}
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={pending}
        loadingPosition="start"
      >
        {pending ? submittingLabel : submitLabel}
      </Button>
    </Stack>
  );
}
