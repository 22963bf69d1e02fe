import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { toApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { confirmRecoveryMutation } from '../api/recovery';
import { toRecoveryConfirmation, type NewPasswordValues } from '../recovery-schema';

import { AuthOutcome } from './auth-outcome';
import { BackToLoginLink } from './back-to-login-link';
import { NewPasswordForm } from './new-password-form';

/** The server's code for a link that is unknown, used or expired. */
const LINK_INVALID = 'recovery_link_invalid';

export type RecoveryConfirmFormProps = {
  /** The token of the mailed link. */
  token: string;
};

/** Sets a new password with the token of a recovery link, then the outcome: sign in, or ask for
 *  a new link when this one no longer works. */
export function RecoveryConfirmForm({ token }: RecoveryConfirmFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const mutation = useMutation(confirmRecoveryMutation());

  if (mutation.isSuccess) {
    return (
      <AuthOutcome severity="success" message={t('auth.recovery.confirm.done')}>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('auth.recovery.confirm.signIn')}
        </Button>
      </AuthOutcome>
    );
  }
  if (mutation.error && toApiError(mutation.error).code === LINK_INVALID) {
    return (
      <AuthOutcome severity="error" message={errorMessage(mutation.error)}>
        <Button
          component={RouterLink}
          to={paths.recoverPassword}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('auth.recovery.confirm.requestNew')}
        </Button>
      </AuthOutcome>
    );
  }

  const handleValid = (values: NewPasswordValues) => {
    mutation.mutate(toRecoveryConfirmation(token, values));
  };

  return (
    <Stack spacing={2}>
      <NewPasswordForm
        id="recovery"
        error={mutation.error}
        pending={mutation.isPending}
        submitLabel={t('auth.recovery.confirm.submit')}
        submittingLabel={t('auth.recovery.confirm.submitting')}
        onSubmit={handleValid}
        // One message at a time: a new client-side error replaces the last server error.
        onInvalid={() => mutation.reset()}
      />
      <BackToLoginLink />
    </Stack>
  );
}
