import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AuthFrame } from '../components/auth-frame';
import { AuthOutcome } from '../components/auth-outcome';
import { PasswordChallengeForm } from '../components/password-challenge-form';
import { readResetPasswordState } from '../sign-in-detour';

/** /reset_password, used without a session: the forced change after a sign-in with a temporary
 *  password. The sign-in hands over its challenge in the router's state (never in the URL);
 *  opened any other way, the screen asks the person to sign in again. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const challenge = readResetPasswordState(location.state);
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(t('auth.resetPassword.pageTitle'), branding?.org_name);

  if (!challenge) {
    return (
      <AuthFrame title={t('auth.resetPassword.title')}>
        <AuthOutcome severity="info" message={t('auth.resetPassword.noChallenge')}>
          <Button
            component={RouterLink}
            to={paths.login}
            variant="contained"
            size="large"
            fullWidth
          >
            {t('auth.resetPassword.signIn')}
          </Button>
        </AuthOutcome>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.subtitle')}>
      <PasswordChallengeForm {...challenge} />
    </AuthFrame>
  );
}
