import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AuthFrame } from '../components/auth-frame';
import { LoginMethods } from '../components/login-methods';

export function LoginPage() {
  const { t } = useTranslation();
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(t('auth.login.pageTitle'), branding?.org_name);

  return (
    <AuthFrame title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginMethods />
    </AuthFrame>
  );
}
