import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PersonAvatar } from '@/components/people/person-avatar';
import { PersonLink } from '@/components/people/person-link';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { PodiumEntry, PodiumMetric } from '../api/podium';

import { podiumValueKey } from './podium-value';

export type RankingListProps = {
  entries: readonly PodiumEntry[];
  metric: PodiumMetric;
  /** Ranks held by more than one person. */
  tied: ReadonlySet<number>;
};

/** The places after the podium, with their rank (shared when tied). */
export function RankingList({ entries, metric, tied }: RankingListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (entries.length === 0) return null;
  return (
    <Paper variant="outlined">
      <List component="ol" aria-label={t('podium.restLabel')} sx={{ py: 0 }}>
        {entries.map((entry) => (
          <ListItem key={entry.user.id} divider>
            <Typography component="span" sx={{ width: 48, flexShrink: 0, fontWeight: 700 }}>
              {t('podium.place', { rank: entry.rank })}
            </Typography>
            <ListItemAvatar>
              <PersonAvatar person={entry.user} />
            </ListItemAvatar>
            <ListItemText
              primary={<PersonLink person={entry.user} />}
              secondary={entry.user.department_name ?? entry.user.job_position}
            />
            {tied.has(entry.rank) ? (
              <Chip size="small" label={t('podium.tie')} sx={{ mr: 1 }} />
            ) : null}
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {t(podiumValueKey(metric), {
                count: entry.value,
                formatted: format.number(entry.value),
              })}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
