import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { loadWholeGlossary } from '@/i18n/i18n';
import { brandingQueryOptions } from '@/lib/calls/org';
import { whenIdle } from '@/lib/scheduling';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AuthFrame } from '../components/auth-frame';
import { LoginMethods } from '../components/login-methods';

export function LoginPage() {
  const { t } = useTranslation();
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(t('auth.login.pageTitle'), branding?.org_name);
  // A visitor's cold start read only the glossary's start part: the rest arrives while they
  // type, so the screen after signing in does not wait for it (a failure is tried again then).
  // Its clean-up cancels the wait when the screen goes first.
  useEffect(() => {
    return whenIdle(() => {
      loadWholeGlossary().catch(() => undefined);
    });
  }, []);

  return (
    <AuthFrame title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginMethods />
    </AuthFrame>
  );
}
