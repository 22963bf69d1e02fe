import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AuthFrame } from '../components/auth-frame';
import { RecoveryConfirmForm } from '../components/recovery-confirm-form';
import { RecoveryRequestForm } from '../components/recovery-request-form';

/** /recover/password, used without a session: asks for a recovery link by e-mail, or, opened
 *  from that link (`?token=`), sets the new password. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(
    token ? t('auth.recovery.confirm.pageTitle') : t('auth.recovery.request.pageTitle'),
    branding?.org_name,
  );

  if (token) {
    return (
      <AuthFrame
        title={t('auth.recovery.confirm.title')}
        subtitle={t('auth.recovery.confirm.subtitle')}
      >
        <RecoveryConfirmForm key={token} token={token} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame
      title={t('auth.recovery.request.title')}
      subtitle={t('auth.recovery.request.subtitle')}
    >
      <RecoveryRequestForm />
    </AuthFrame>
  );
}
