import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { StatCounts, StatFigure, StatTile, StatTiles } from '@/components/layout/stat-tiles';
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
  const figure = (value: number) => <StatFigure>{format.number(value)}</StatFigure>;
  return (
    <StatTiles minWidth={200}>
      <StatTile label={t('challenges.admin.stats.participants')}>
        {figure(stats.participants)}
      </StatTile>
      <StatTile label={t('challenges.admin.stats.completions')}>
        {figure(stats.completions)}
      </StatTile>
      <StatTile label={t('challenges.admin.stats.pointsPaid')}>
        {figure(stats.points_paid)}
      </StatTile>
      <StatTile label={t('challenges.admin.stats.claims')}>
        <StatCounts
          rows={CLAIM_STATUSES.map((status) => ({
            key: status,
            label: t(`challenges.claimStatus.${status}`),
            value: format.number(stats.claims[status]),
          }))}
        />
      </StatTile>
      <StatTile label={t('challenges.admin.stats.checkins')}>{figure(stats.checkins)}</StatTile>
      <StatTile label={t('challenges.admin.stats.contributions')}>
        {figure(stats.contributions)}
      </StatTile>
    </StatTiles>
  );
}
