import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '@/components/layout/brand-mark';
import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { LoginMethods } from '../components/login-methods';

export function LoginPage() {
  const { t } = useTranslation();
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(t('auth.login.pageTitle'), branding?.org_name);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <BrandMark
              name={branding?.org_name ?? t('app.name')}
              logoUrl={branding?.logo_url}
              color="primary.main"
            />
          </Box>
          <Box>
            <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
              {t('auth.login.title')}
            </Typography>
            <Typography color="text.secondary">{t('auth.login.subtitle')}</Typography>
          </Box>
          <LoginMethods />
          {branding?.tagline ? (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {branding.tagline}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
