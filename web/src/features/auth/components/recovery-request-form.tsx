import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { requestRecoveryMutation } from '../api/recovery';

import { EmailRequestForm } from './email-request-form';

/** Asks for a recovery link by e-mail; the server's answer (the same for every address) replaces
 *  the form. */
export function RecoveryRequestForm() {
  const { t } = useTranslation();
  const mutation = useMutation(requestRecoveryMutation());
  return (
    <EmailRequestForm
      id="recovery-email"
      mutation={mutation}
      submitLabel={t('auth.recovery.request.submit')}
      submittingLabel={t('auth.recovery.request.submitting')}
      sentText={t('auth.recovery.request.sent')}
      backToLogin
    />
  );
}
