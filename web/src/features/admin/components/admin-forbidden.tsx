import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What someone who is not an admin sees at /admin. */
export function AdminForbidden() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.forbidden.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640, py: 4 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        403
      </Typography>
      <Typography variant="h1">{t('admin.forbidden.title')}</Typography>
      <Typography color="text.secondary">{t('admin.forbidden.body')}</Typography>
      <Button variant="contained" component={Link} to={paths.home}>
        {t('admin.forbidden.goHome')}
      </Button>
    </Stack>
  );
}
