import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { useAuthFlow } from '../hooks/use-auth-flow';

import { PasswordLoginForm } from './password-login-form';

/** Shows only the sign-in methods the organisation allows. Only the password form exists in
 *  this release; when the flow cannot be read, the password form is offered. */
export function LoginMethods() {
  const { t } = useTranslation();
  const authFlow = useAuthFlow();

  if (authFlow.isPending) {
    return (
      <Stack spacing={2.5} aria-hidden="true">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={44} />
      </Stack>
    );
  }
  const passwordAllowed = authFlow.isError || authFlow.data.methods.password;
  if (!passwordAllowed) return <Alert severity="info">{t('auth.login.noMethods')}</Alert>;
  return <PasswordLoginForm />;
}
