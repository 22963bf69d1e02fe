import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { SignInMethodsPanel } from './sign-in-methods-panel';

/** Settings → Sign-in: how the organisation's people sign in. */
export function SignInSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.signIn.title'));
  return (
    <Stack spacing={3}>
      <SectionHeader title={t('admin.signIn.title')} description={t('admin.signIn.description')} />
      <SignInMethodsPanel />
    </Stack>
  );
}
