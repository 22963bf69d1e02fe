import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown inside the application frame for any path without a screen. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640, py: 4 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        404
      </Typography>
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography color="text.secondary">{t('notFound.body')}</Typography>
      <Button variant="contained" component={Link} to={paths.home}>
        {t('notFound.goHome')}
      </Button>
    </Stack>
  );
}
