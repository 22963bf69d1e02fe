import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { resendActivationMutation } from '../api/activation';
import { AuthFrame } from '../components/auth-frame';
import { EmailRequestForm } from '../components/email-request-form';
import { readNeedsActivationState } from '../sign-in-detour';

/** /needs_activation, used without a session: the account has not been activated yet (a sign-in
 *  was refused for it, or an activation link no longer works). Says that a link was mailed and
 *  sends a new one; the address comes prefilled from the sign-in that led here. */
export function NeedsActivationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const email = readNeedsActivationState(location.state)?.email ?? '';
  const mutation = useMutation(resendActivationMutation());
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(t('auth.activation.needs.pageTitle'), branding?.org_name);

  return (
    <AuthFrame
      title={t('auth.activation.needs.title')}
      subtitle={t('auth.activation.needs.subtitle')}
    >
      <EmailRequestForm
        id="activation-email"
        mutation={mutation}
        defaultEmail={email}
        submitLabel={t('auth.activation.needs.submit')}
        submittingLabel={t('auth.activation.needs.submitting')}
        sentText={t('auth.activation.needs.sent')}
        backToLogin
      />
    </AuthFrame>
  );
}
