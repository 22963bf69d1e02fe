import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProfileAboutProps } from '@/lib/modules/manifest';

import { personSiteQueryOptions, type WorkplaceSite } from '../api/workplace';
import { localNotes, placeLine } from '../lib/site-words';

/** "tel:+525512345678" from a phone as people write it. */
const dialUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function SiteDetails({ site }: { site: WorkplaceSite }) {
  const { t, i18n } = useTranslation();
  const notes = localNotes(site, i18n.language);
  return (
    <Stack spacing={1}>
      {site.address ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlined fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{site.address}</Typography>
        </Stack>
      ) : null}
      {site.phone ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PhoneOutlined fontSize="small" color="action" aria-hidden />
          <Link href={dialUrl(site.phone)}>{site.phone}</Link>
        </Stack>
      ) : null}
      {site.map_url ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MapOutlined fontSize="small" color="action" aria-hidden />
          <Link href={site.map_url} target="_blank" rel="noopener noreferrer">
            {t('workplace.profile.map')}
          </Link>
        </Stack>
      ) : null}
      {notes ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('workplace.profile.howToGetThere')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{notes}</Typography>
        </Box>
      ) : null}
    </Stack>
  );
}

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
