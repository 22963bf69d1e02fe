import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { WorkplaceSite } from '../api/workplace';
import { localNotes } from '../lib/site-words';

/** "tel:+525512345678" from a phone as people write it. */
const dialUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export type SiteDetailsProps = { site: WorkplaceSite };

/** What the person themselves (and admins) see of a site beyond its name: the address, the phone
 *  (a `tel:` link), the map link and how to get there, in the UI language when the site has it.
 *  Each shows only when the site has it (colleagues get none of them). */
export function SiteDetails({ site }: SiteDetailsProps) {
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
