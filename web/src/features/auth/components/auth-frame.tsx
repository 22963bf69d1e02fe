import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '@/components/layout/brand-mark';
import { brandingQueryOptions } from '@/lib/calls/org';

export type AuthFrameProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
};

/** The frame of the screens used without a session (sign-in, password recovery): a centred card
 *  with the organisation's logo or name, the screen's heading and its tagline underneath. */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  const { t } = useTranslation();
  const branding = useQuery(brandingQueryOptions()).data;

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
              {title}
            </Typography>
            {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
          </Box>
          {children}
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
