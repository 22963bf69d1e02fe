import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProfileAboutProps } from '@/lib/modules/manifest';

import { personSiteQueryOptions } from '../api/workplace';
import { placeLine } from '../lib/site-words';

import { SiteDetails } from './site-details';

/** The profile's part about where the person works (the `public.about` place): their site's
 *  name, city and country and time zone; to the person themselves (and admins) also the address,
 *  phone, map link and how to get there. Nothing shows while they have no site. */
export function WorkplaceProfileSection({ userId }: ProfileAboutProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const query = useQuery(personSiteQueryOptions(userId));
  const site = query.data?.site;
  if (!site) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="workplace-profile"
    >
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t('workplace.profile.title')}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{site.name}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {placeLine(site, i18n.language)} ·{' '}
        {t('workplace.profile.timezone', { zone: site.timezone })}
      </Typography>
      <SiteDetails site={site} />
    </Paper>
  );
}
