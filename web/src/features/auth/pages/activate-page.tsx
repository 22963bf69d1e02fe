import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { activationLinkQueryOptions } from '../api/activation';
import { ACTIVATION_LINK_INVALID, ActivationForm } from '../components/activation-form';
import { ActivationLinkInvalid } from '../components/activation-link-invalid';
import { AuthFrame } from '../components/auth-frame';
import { useLinkToken } from '../hooks/use-link-token';

/** /activate?token=…, used without a session (opened from the activation mail): checks the link,
 *  greets the person by name and takes their first password, which activates the account and
 *  signs them in. The token leaves the address bar as soon as it is read. */
export function ActivatePage() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const token = useLinkToken();
  const link = useQuery({ ...activationLinkQueryOptions(token ?? ''), enabled: token !== null });
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(t('auth.activation.pageTitle'), branding?.org_name);

  if (!token) {
    return (
      <AuthFrame title={t('auth.activation.pageTitle')}>
        <ActivationLinkInvalid message={t('auth.activation.missingLink')} />
      </AuthFrame>
    );
  }
  if (link.isPending) {
    return (
      <AuthFrame title={t('auth.activation.pageTitle')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography role="status">{t('auth.activation.checking')}</Typography>
        </Stack>
      </AuthFrame>
    );
  }
  if (link.isError) {
    if (toApiError(link.error).code === ACTIVATION_LINK_INVALID) {
      return (
        <AuthFrame title={t('auth.activation.pageTitle')}>
          <ActivationLinkInvalid message={errorMessage(link.error)} />
        </AuthFrame>
      );
    }
    return (
      <AuthFrame title={t('auth.activation.pageTitle')}>
        <Stack spacing={2.5}>
          <Alert severity="error" role="alert">
            {errorMessage(link.error)}
          </Alert>
          <Button
            variant="contained"
            size="large"
            fullWidth
            loading={link.isFetching}
            onClick={() => void link.refetch()}
          >
            {t('auth.activation.retry')}
          </Button>
        </Stack>
      </AuthFrame>
    );
  }

  const name = link.data.first_name.trim();
  return (
    <AuthFrame
      title={name ? t('auth.activation.title', { name }) : t('auth.activation.titleNoName')}
      subtitle={t('auth.activation.subtitle')}
    >
      <ActivationForm token={token} account={link.data} />
    </AuthFrame>
  );
}
