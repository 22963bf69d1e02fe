import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useNow } from '@/lib/use-now';

import type { WorkplaceSite } from '../api/workplace';
import { placeLine, siteTime } from '../lib/site-words';

import { SiteDetails } from './site-details';

/** The site's local time, read again every half minute, with its time zone. */
function LocalTime({ zone }: { zone: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow(30_000);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ScheduleOutlined fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
      <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="site-local-time">
        {t('workplace.page.localTime', { time: siteTime(now, zone, i18n.language) })}{' '}
        <Typography component="span" color="text.secondary">
          ({zone})
        </Typography>
      </Typography>
    </Stack>
  );
}

export type SiteCardProps = { site: WorkplaceSite };

/** One's own site on "Mi centro de trabajo": its name, city and country, its local time and time
 *  zone, and every detail the person may see (address, phone, map, how to get there). */
export function SiteCard({ site }: SiteCardProps) {
  const { i18n } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography id={titleId} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
            {site.name}
          </Typography>
          <Typography color="text.secondary">{placeLine(site, i18n.language)}</Typography>
        </Stack>
        <LocalTime zone={site.timezone} />
        <SiteDetails site={site} />
      </Stack>
    </Paper>
  );
}
