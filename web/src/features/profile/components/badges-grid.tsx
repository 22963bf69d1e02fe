import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { PlainList } from '@/components/layout/plain-list';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';

import type { PublicProfile } from '../api/profile';

export type BadgesGridProps = { badges: PublicProfile['badges'] };

/** The badges a person received (named in the UI language), how many times and when last. */
export function BadgesGrid({ badges }: BadgesGridProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  if (badges.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {t('profile.noBadges')}
      </Typography>
    );
  }
  return (
    <PlainList
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {badges.map((entry) => (
        <Paper
          component="li"
          key={entry.badge.id}
          variant="outlined"
          sx={{ p: 2, textAlign: 'center' }}
        >
          <Box
            component="img"
            src={entry.badge.image_url}
            alt=""
            loading="lazy"
            sx={{ width: 72, height: 72, objectFit: 'contain' }}
          />
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {wording.name(entry.badge)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('profile.badgeCount', { count: entry.count, formatted: format.number(entry.count) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('profile.badgeLast')} <DateText value={entry.last_received_at} />
          </Typography>
        </Paper>
      ))}
    </PlainList>
  );
}
