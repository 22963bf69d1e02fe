import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { StatusPage } from '@/components/status-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { BrandPreview } from '../components/brand-preview';
import { DirectoryTrial } from '../components/directory-trial';
import { MailTrial } from '../components/mail-trial';
import { ModulesSummary } from '../components/modules-summary';
import { SignInMethods } from '../components/sign-in-methods';
import { WhatsAppTrial } from '../components/whatsapp-trial';

/** `/testing` (admins; ADR 0080): the organisation's set-up tried safely. Every trial reaches the
 *  admin alone (a mail to their own address, a WhatsApp message to a number they type, a
 *  directory search that imports nothing), and the page shows what people see (the brand, the
 *  addresses, the sign-in methods, the modules on) with links to change each. */
export function SetupCheckPage() {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.me.data);
  const admin = user?.user_type === 'admin';
  useDocumentTitle(admin ? t('setupCheck.title') : null);
  if (!user) return null;
  if (!admin) {
    return (
      <StatusPage
        code="403"
        title={t('setupCheck.forbidden.title')}
        body={t('setupCheck.forbidden.body')}
        homeLabel={t('setupCheck.forbidden.goHome')}
      />
    );
  }
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('setupCheck.title')}</Typography>
        <Typography color="text.secondary">{t('setupCheck.lead')}</Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <MailTrial />
        <WhatsAppTrial />
        <DirectoryTrial />
        <SignInMethods />
        <BrandPreview />
        <ModulesSummary />
      </Box>
    </Stack>
  );
}
