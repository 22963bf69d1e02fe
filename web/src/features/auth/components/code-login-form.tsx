import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { FormError } from '@/components/form/form-error';
import { schemaResolver } from '@/components/form/schema-resolver';
import { TextInput } from '@/components/form/text-input';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { requestLoginCodeMutation, verifyLoginCode } from '../api/otp';
import { useSignIn } from '../hooks/use-login';
import { useServerText } from '../hooks/use-server-text';
import {
  LOGIN_CODE_LENGTH,
  toCodeDigits,
  toCodeVerification,
  validateCode,
  type CodeFieldError,
  type CodeValues,
} from '../otp-schema';

import { EmailRequestForm } from './email-request-form';

type RequestMutation = ReturnType<typeof useRequestCode>;

function useRequestCode() {
  return useMutation(requestLoginCodeMutation());
}

/** The text of a failed verification (spec §8): the server's text (translated by its code when
 *  the glossary has it), else "Error de verificación". A call that never reached the server
 *  keeps the catalogue's text (connection, timeout). */
function useVerifyErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  return (error) => {
    const apiError = toApiError(error);
    if (apiError.kind === 'network' || apiError.kind === 'timeout') return errorMessage(error);
    const known = apiError.code !== null && i18n.exists(`errors.${apiError.code}`);
    return known || apiError.serverMessage ? errorMessage(error) : t('auth.otp.verifyError');
  };
}

type VerifyStepProps = {
  mutation: RequestMutation;
  email: string;
  /** The server's answer to the last request (Spanish). */
  message: string;
  onSent: (email: string, message: string) => void;
  onChangeEmail: () => void;
};

/** Step 2: the code from the mail; another code for the same address, or another address. */
function CodeVerifyStep({ mutation, email, message, onSent, onChangeEmail }: VerifyStepProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const verifyErrorText = useVerifyErrorText();
  const signIn = useSignIn(verifyLoginCode, (body) => body.email);
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<CodeValues>({ defaultValues: { code: '' }, resolver: schemaResolver(validateCode) });

  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const codeField = register('code');
  const codeError = errors.code?.message ? t(errors.code.message as CodeFieldError) : undefined;

  const handleValid = (values: CodeValues) => {
    mutation.reset();
    signIn.mutate(toCodeVerification(email, values));
  };
  // One message at a time: a client-side error replaces the last server error.
  const handleInvalid = () => {
    signIn.reset();
    mutation.reset();
  };
  const handleResend = () => {
    signIn.reset();
    setValue('code', '');
    mutation.mutate({ email }, { onSuccess: (data) => onSent(email, data.message) });
  };

  let notice = (
    <Alert severity="info" role="status">
      {serverText(message, t('auth.otp.sent'))}
    </Alert>
  );
  if (signIn.error) {
    notice = (
      <Alert severity="error" role="alert">
        {verifyErrorText(signIn.error)}
      </Alert>
    );
  } else if (mutation.error) {
    notice = <FormError error={mutation.error} />;
  }

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      >
        {notice}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('auth.otp.sentTo', { email })}
        </Typography>
        <TextInput
          {...codeField}
          onChange={(event) => {
            event.target.value = toCodeDigits(event.target.value);
            void codeField.onChange(event);
          }}
          inputRef={codeField.ref}
          id="code-login-code"
          label={t('auth.otp.code')}
          autoComplete="one-time-code"
          required
          error={Boolean(codeError)}
          helperText={codeError ?? t('auth.otp.codeHelp')}
          inputProps={{ maxLength: LOGIN_CODE_LENGTH, inputMode: 'numeric', pattern: '[0-9]*' }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={signIn.isPending}
          loadingPosition="start"
        >
          {signIn.isPending ? t('auth.otp.submitting') : t('auth.otp.submit')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button
          variant="text"
          onClick={handleResend}
          loading={mutation.isPending}
          disabled={signIn.isPending}
        >
          {t('auth.otp.resend')}
        </Button>
        <Button variant="text" onClick={onChangeEmail} disabled={signIn.isPending}>
          {t('auth.otp.changeEmail')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Sign-in with a code by e-mail: the address, then the 6-digit code the server mailed to it.
 *  The server answers the same for every address, so nothing here tells whether it has an
 *  account. A good code signs in exactly as a password does. */
export function CodeLoginForm() {
  const { t } = useTranslation();
  const mutation = useRequestCode();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ message: string } | null>(null);

  const handleSent = (address: string, message: string) => {
    setEmail(address);
    setSent({ message });
  };
  const handleChangeEmail = () => {
    mutation.reset();
    setSent(null);
  };

  if (!sent) {
    return (
      <EmailRequestForm
        id="code-login-email"
        mutation={mutation}
        defaultEmail={email}
        hint={t('auth.otp.requestHint')}
        submitLabel={t('auth.otp.requestSubmit')}
        submittingLabel={t('auth.otp.requestSubmitting')}
        onSent={handleSent}
      />
    );
  }
  return (
    <CodeVerifyStep
      mutation={mutation}
      email={email}
      message={sent.message}
      onSent={handleSent}
      onChangeEmail={handleChangeEmail}
    />
  );
}
