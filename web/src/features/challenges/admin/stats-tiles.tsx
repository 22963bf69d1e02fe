import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import { challengeStatsQueryOptions, type ChallengeStats } from '../api/admin-challenges';
import { CLAIM_STATUSES } from '../api/challenges';

/** The challenge's figures: participants, completions, points paid, claims by status,
 *  check-ins and every counted contribution. */
export function StatsTiles({ challengeId }: { challengeId: number }) {
  const { t } = useTranslation();
  const stats = useQuery(challengeStatsQueryOptions(challengeId));
  return (
    <QueryContent query={stats} loadingLabel={t('challenges.admin.stats.loading')}>
      {(data) => <StatsView stats={data} />}
    </QueryContent>
  );
}

function StatsView({ stats }: { stats: ChallengeStats }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const figure = (value: number) => (
    <Typography variant="h2" component="p">
      {format.number(value)}
    </Typography>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
      }}
    >
      <Tile label={t('challenges.admin.stats.participants')}>{figure(stats.participants)}</Tile>
      <Tile label={t('challenges.admin.stats.completions')}>{figure(stats.completions)}</Tile>
      <Tile label={t('challenges.admin.stats.pointsPaid')}>{figure(stats.points_paid)}</Tile>
      <Tile label={t('challenges.admin.stats.claims')}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}
        >
          {CLAIM_STATUSES.map((status) => (
            <Box key={status} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {t(`challenges.claimStatus.${status}`)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
              >
                {format.number(stats.claims[status])}
              </Typography>
            </Box>
          ))}
        </Box>
      </Tile>
      <Tile label={t('challenges.admin.stats.checkins')}>{figure(stats.checkins)}</Tile>
      <Tile label={t('challenges.admin.stats.contributions')}>{figure(stats.contributions)}</Tile>
    </Box>
  );
}

function Tile({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Paper>
  );
}
