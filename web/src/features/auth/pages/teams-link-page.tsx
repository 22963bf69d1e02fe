import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { confirmTeamsLinkMutation } from '../api/teams';
import { AuthFrame } from '../components/auth-frame';
import { AuthOutcome } from '../components/auth-outcome';
import { BackToLoginLink } from '../components/back-to-login-link';
import { useLinkToken } from '../hooks/use-link-token';

/** /teams/link?token=…, opened from the mail a first Microsoft Teams sign-in sends to the member
 *  its address names (ADR 0032): a press of the button (never the opening of the page, which
 *  mail scanners do) connects that Teams account to the member's, who then signs in from Teams.
 *  The token leaves the address bar as soon as it is read. */
export function TeamsLinkPage() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const token = useLinkToken();
  const connect = useMutation(confirmTeamsLinkMutation());
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(t('auth.teamsLink.pageTitle'), branding?.org_name);

  const signIn = (
    <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
      {t('auth.teamsLink.signIn')}
    </Button>
  );
  if (!token) {
    return (
      <AuthFrame title={t('auth.teamsLink.title')}>
        <AuthOutcome severity="error" message={t('auth.teamsLink.missingLink')}>
          {signIn}
        </AuthOutcome>
      </AuthFrame>
    );
  }
  if (connect.isSuccess) {
    return (
      <AuthFrame title={t('auth.teamsLink.title')}>
        <AuthOutcome
          severity="success"
          message={t('auth.teamsLink.done', { email: connect.data.email })}
        >
          {signIn}
        </AuthOutcome>
      </AuthFrame>
    );
  }
  if (connect.isError) {
    return (
      <AuthFrame title={t('auth.teamsLink.title')}>
        <AuthOutcome severity="error" message={errorMessage(connect.error)}>
          {signIn}
        </AuthOutcome>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('auth.teamsLink.title')} subtitle={t('auth.teamsLink.subtitle')}>
      <Stack spacing={2.5}>
        <Typography>{t('auth.teamsLink.notYou')}</Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          loading={connect.isPending}
          loadingPosition="start"
          onClick={() => connect.mutate({ token })}
        >
          {connect.isPending ? t('auth.teamsLink.submitting') : t('auth.teamsLink.submit')}
        </Button>
        <BackToLoginLink />
      </Stack>
    </AuthFrame>
  );
}
