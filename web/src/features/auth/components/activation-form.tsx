import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { toApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { activateAccount, type ActivationAccount } from '../api/activation';
import { useSignIn } from '../hooks/use-login';
import type { NewPasswordValues } from '../recovery-schema';

import { ActivationLinkInvalid } from './activation-link-invalid';
import { BackToLoginLink } from './back-to-login-link';
import { NewPasswordForm } from './new-password-form';

/** The server's code for an activation link that is unknown, used or expired. */
export const ACTIVATION_LINK_INVALID = 'activation_link_invalid';

export type ActivationFormProps = {
  /** The token of the mailed link. */
  token: string;
  /** Whose account the link opens. */
  account: ActivationAccount;
};

/** The first password of an account: activates it and signs the person in, then goes home. A
 *  password the server refuses (too common, too short) is explained under its field; a link that
 *  stopped working leads to a new one. */
export function ActivationForm({ token, account }: ActivationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useApiErrorMessage();
  const signIn = useSignIn(activateAccount);

  if (signIn.error && toApiError(signIn.error).code === ACTIVATION_LINK_INVALID) {
    return <ActivationLinkInvalid message={errorMessage(signIn.error)} email={account.email} />;
  }

  const handleValid = (values: NewPasswordValues) => {
    signIn.mutate(
      { token, password: values.password },
      { onSuccess: () => void navigate(paths.home, { replace: true }) },
    );
  };

  return (
    <Stack spacing={2}>
      <NewPasswordForm
        id="activation"
        email={account.email}
        error={signIn.error}
        pending={signIn.isPending}
        submitLabel={t('auth.activation.submit')}
        submittingLabel={t('auth.activation.submitting')}
        onSubmit={handleValid}
        // One message at a time: a new client-side error replaces the last server error.
        onInvalid={() => signIn.reset()}
      />
      <BackToLoginLink />
    </Stack>
  );
}
