import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

import { useAuthFlow } from '../hooks/use-auth-flow';

import { PasswordLoginForm } from './password-login-form';

/** Shows only the sign-in methods the organisation allows. Only the password form exists in
 *  this release; when the flow cannot be read, the password form is offered, with the way to
 *  recover a forgotten password under it. */
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
  return (
    <Stack spacing={2}>
      <PasswordLoginForm />
      <Link
        component={RouterLink}
        to={paths.recoverPassword}
        variant="body2"
        underline="hover"
        sx={{ alignSelf: 'center' }}
      >
        {t('auth.login.forgotPassword')}
      </Link>
    </Stack>
  );
}
