import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { StatCounts, StatFigure, StatTile, StatTiles } from '@/components/layout/stat-tiles';
import { useNumberFormat } from '@/i18n/use-number-format';

import { analyticsQueryOptions, IDEA_STATUSES, type IdeaCampaign } from '../api/ideas';
import { percentText, QUADRANTS } from '../lib/matrix';

/** The campaign's figures (CMP-3): ideas, votes, comments, participants, points paid, the
 *  implementation rate, and the ideas per status and per quadrant. */
export function CampaignAnalytics({ campaign }: { campaign: IdeaCampaign }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const query = useQuery(analyticsQueryOptions(campaign.id));
  return (
    <Stack spacing={2}>
      <Typography variant="h2">{t('suggestions.results.title')}</Typography>
      <QueryContent query={query} loadingLabel={t('suggestions.results.loading')}>
        {(data) => (
          <StatTiles minWidth={180}>
            <StatTile label={t('suggestions.results.rate')}>
              <StatFigure>{percentText(data.implementation_rate, i18n.language) ?? '—'}</StatFigure>
              <Typography variant="body2" color="text.secondary">
                {data.implementation_rate === null
                  ? t('suggestions.results.rateNone')
                  : t('suggestions.results.rateHelp')}
              </Typography>
            </StatTile>
            <StatTile label={t('suggestions.results.ideas')}>
              <StatFigure>{format.number(data.ideas)}</StatFigure>
            </StatTile>
            <StatTile label={t('suggestions.results.votes')}>
              <StatFigure>{format.number(data.votes)}</StatFigure>
            </StatTile>
            <StatTile label={t('suggestions.results.comments')}>
              <StatFigure>{format.number(data.comments)}</StatFigure>
            </StatTile>
            <StatTile label={t('suggestions.results.participants')}>
              <StatFigure>{format.number(data.participants)}</StatFigure>
            </StatTile>
            <StatTile label={t('suggestions.results.pointsPaid')}>
              <StatFigure>{format.number(data.points_paid)}</StatFigure>
            </StatTile>
            <StatTile label={t('suggestions.results.byStatus')}>
              <StatCounts
                rows={IDEA_STATUSES.map((status) => ({
                  key: status,
                  label: t(`suggestions.status.idea.${status}`),
                  value: format.number(data.by_status[status]),
                }))}
              />
            </StatTile>
            <StatTile label={t('suggestions.results.byQuadrant')}>
              <StatCounts
                rows={[
                  ...QUADRANTS.map((quadrant) => ({
                    key: quadrant,
                    label: t(`suggestions.quadrants.${quadrant}.name`),
                    value: format.number(data.by_quadrant[quadrant]),
                  })),
                  {
                    key: 'unscored',
                    label: t('suggestions.matrix.unscored'),
                    value: format.number(data.unscored),
                  },
                ]}
              />
            </StatTile>
          </StatTiles>
        )}
      </QueryContent>
    </Stack>
  );
}
