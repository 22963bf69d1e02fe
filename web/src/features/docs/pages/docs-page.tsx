import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '@/components/layout/brand-mark';
import { env } from '@/config/env';
import { analytics } from '@/lib/analytics/instance';
import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { DocsLanguageSwitch } from '../components/docs-language-switch';
import { DocsNav } from '../components/docs-nav';
import { useDocsSection } from '../hooks/use-docs-section';
import { ApiReference } from '../sections/api-reference';
import { Authenticate } from '../sections/authenticate';
import { GeneralInformation } from '../sections/general-information';
import { PublicApiServices } from '../sections/public-api-services';

/** The public API documentation shown on hosts containing "docs", instead of the app. */
export function DocsPage() {
  const { t } = useTranslation();
  const section = useDocsSection();
  const branding = useQuery(brandingQueryOptions()).data;
  const apiBase = new URL(env.apiBaseUrl, window.location.origin).href.replace(/\/$/, '');
  useDocumentTitle(t('docs.pageTitle'), branding?.org_name);

  useEffect(() => {
    analytics.pageView(`${window.location.pathname}#${section}`);
  }, [section]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <BrandMark name={branding?.org_name ?? t('app.name')} logoUrl={branding?.logo_url} />
          <Box sx={{ flexGrow: 1 }}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {t('docs.title')}
            </Typography>
            <Typography component="p" variant="body2">
              {t('docs.subtitle')}
            </Typography>
          </Box>
          <DocsLanguageSwitch />
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          p: { xs: 2, md: 3 },
          maxWidth: 1280,
          mx: 'auto',
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            width: { md: 280 },
            flexShrink: 0,
            alignSelf: 'flex-start',
            position: { md: 'sticky' },
            top: 24,
          }}
        >
          <DocsNav current={section} />
        </Paper>
        <Paper
          component="main"
          variant="outlined"
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 4 } }}
        >
          {section === 'general' ? <GeneralInformation apiBase={apiBase} /> : null}
          {section === 'authenticate' ? <Authenticate /> : null}
          {section === 'services' ? <PublicApiServices origin={window.location.origin} /> : null}
          {section === 'reference' ? <ApiReference apiBase={apiBase} /> : null}
        </Paper>
      </Box>
    </Box>
  );
}
