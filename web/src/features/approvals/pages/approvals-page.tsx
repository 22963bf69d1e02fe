import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '@/lib/use-document-title';

import { ApprovalsInbox } from '../components/approvals-inbox';

/** /approvals, "Pendientes de aprobar": what waits for the caller's decision. Open to everyone:
 *  a person who decides nothing sees an empty inbox (the server answers an empty list, never
 *  403), and a program's owner who is not a leader finds their program's evidence here. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('approvals.page.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Typography variant="h1">{t('approvals.page.title')}</Typography>
        <Typography color="text.secondary">{t('approvals.page.description')}</Typography>
      </Box>
      <ApprovalsInbox />
    </Stack>
  );
}
