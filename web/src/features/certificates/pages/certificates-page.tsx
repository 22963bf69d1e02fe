import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { Panel } from '@/components/layout/panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { CertificateForm } from '../components/certificate-form';
import { CertificateList } from '../components/certificate-list';
import { initialCertificateForm } from '../lib/certificate-form';

/** `/certificates`: generating an employment or seniority certificate, and those generated, each
 *  with its PDF and the link to its public check. */
export function CertificatesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('certificates.page.title'));
  const language = useAppStore((state) => state.me.data?.language);
  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('certificates.page.title')}</Typography>
        <Typography color="text.secondary">{t('certificates.page.lead')}</Typography>
      </Stack>
      <Panel level={2} title={t('certificates.form.title')}>
        <CertificateForm key={language ?? ''} initial={initialCertificateForm(language)} />
      </Panel>
      <Panel
        level={2}
        title={t('certificates.list.title')}
        description={t('certificates.list.description')}
      >
        <CertificateList />
      </Panel>
    </Stack>
  );
}
