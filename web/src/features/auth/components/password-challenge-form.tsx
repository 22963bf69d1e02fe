import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { toApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { answerPasswordChallenge } from '../api/password-challenge';
import { useSignIn } from '../hooks/use-login';
import type { NewPasswordValues } from '../recovery-schema';
import type { ResetPasswordState } from '../sign-in-detour';

import { AuthOutcome } from './auth-outcome';
import { BackToLoginLink } from './back-to-login-link';
import { NewPasswordForm } from './new-password-form';

/** The server's code for a challenge that expired (10 minutes) or was used. */
const CHALLENGE_INVALID = 'challenge_invalid';

/** Replaces a temporary password with one of the person's own, with the challenge of the sign-in
 *  that asked for it; signs them in and goes home. An expired challenge sends them back to
 *  sign in. */
export function PasswordChallengeForm({ challenge, email }: ResetPasswordState) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useApiErrorMessage();
  const signIn = useSignIn(answerPasswordChallenge);

  if (signIn.error && toApiError(signIn.error).code === CHALLENGE_INVALID) {
    return (
      <AuthOutcome severity="error" message={errorMessage(signIn.error)}>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('auth.recovery.backToLogin')}
        </Button>
      </AuthOutcome>
    );
  }

  const handleValid = (values: NewPasswordValues) => {
    signIn.mutate(
      { challenge, password: values.password },
      { onSuccess: () => void navigate(paths.home, { replace: true }) },
    );
  };

  return (
    <Stack spacing={2}>
      <NewPasswordForm
        id="reset"
        email={email || undefined}
        error={signIn.error}
        pending={signIn.isPending}
        submitLabel={t('auth.resetPassword.submit')}
        submittingLabel={t('auth.resetPassword.submitting')}
        onSubmit={handleValid}
        // One message at a time: a new client-side error replaces the last server error.
        onInvalid={() => signIn.reset()}
      />
      <BackToLoginLink />
    </Stack>
  );
}
