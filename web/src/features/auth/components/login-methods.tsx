import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

import { useAuthFlow } from '../hooks/use-auth-flow';

import { CodeLoginForm } from './code-login-form';
import { PasswordLoginForm } from './password-login-form';
import { TeamsSignInButton } from './teams-sign-in-button';

type Method = 'password' | 'code';

/** The password form, with the way to recover a forgotten password under it. */
function PasswordMethod() {
  const { t } = useTranslation();
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

/** Both methods: tabs, the password first; only the chosen method's form is in the page. */
function MethodTabs() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('password');
  return (
    <Stack spacing={2.5}>
      <Tabs
        value={method}
        onChange={(_event, value: Method) => setMethod(value)}
        variant="fullWidth"
        aria-label={t('auth.otp.methodsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="password"
          label={t('auth.otp.methodPassword')}
          id="login-tab-password"
          aria-controls="login-panel-password"
        />
        <Tab
          value="code"
          label={t('auth.otp.methodCode')}
          id="login-tab-code"
          aria-controls="login-panel-code"
        />
      </Tabs>
      <Box role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`}>
        {method === 'password' ? <PasswordMethod /> : <CodeLoginForm />}
      </Box>
    </Stack>
  );
}

/** The forms of the methods typed on this page: the password, a code by e-mail, or both (tabs,
 *  the password first); null when neither is allowed. */
function TypedMethods({ password, code }: { password: boolean; code: boolean }) {
  if (password && code) return <MethodTabs />;
  if (password) return <PasswordMethod />;
  if (code) return <CodeLoginForm />;
  return null;
}

/** Shows only the sign-in methods the organisation allows: the password, a code by e-mail, or
 *  both, and under them the Microsoft Teams button. When the flow cannot be read, the password
 *  form is offered. */
export function LoginMethods() {
  const { t } = useTranslation();
  const authFlow = useAuthFlow();
  // The answer arrives as an urgent update (or is already there: start-up asks for it); the
  // form it reveals (its fields, then react-hook-form's second pass) renders in a transition
  // instead, in slices the browser can interrupt, and the skeleton stays until it is ready.
  const settled = useDeferredValue(!authFlow.isPending, false);

  if (authFlow.isPending || !settled) {
    return (
      <Stack spacing={2.5} aria-hidden="true">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={44} />
      </Stack>
    );
  }
  const passwordAllowed = authFlow.isError || authFlow.data.methods.password;
  const codeAllowed = !authFlow.isError && authFlow.data.methods.otp;
  const teamsAllowed = !authFlow.isError && authFlow.data.methods.teams;
  const typed = passwordAllowed || codeAllowed;
  if (!typed && !teamsAllowed) return <Alert severity="info">{t('auth.login.noMethods')}</Alert>;
  if (!teamsAllowed) return <TypedMethods password={passwordAllowed} code={codeAllowed} />;
  if (!typed) return <TeamsSignInButton />;
  return (
    <Stack spacing={2.5}>
      <TypedMethods password={passwordAllowed} code={codeAllowed} />
      <Divider>{t('auth.teams.or')}</Divider>
      <TeamsSignInButton />
    </Stack>
  );
}
