import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { StatCounts, StatFigure, StatTile, StatTiles } from '@/components/layout/stat-tiles';
import { useNumberFormat } from '@/i18n/use-number-format';

import { programStatsQueryOptions, type ProgramStats } from '../api/admin-programs';
import { SUBMISSION_STATUSES } from '../api/programs';

/** The program's figures for its owners (PRG-6): participation of its audience, submissions by
 *  status, points spent against the budget, the median time to approve, and participation per
 *  department where the department is large enough to show (the privacy engine's minimum). */
export function StatsTiles({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const stats = useQuery(programStatsQueryOptions(programId));
  return (
    <QueryContent query={stats} loadingLabel={t('programs.admin.stats.loading')}>
      {(data) => <StatsView stats={data} />}
    </QueryContent>
  );
}

function StatsView({ stats }: { stats: ProgramStats }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const budgetId = useId();
  const spentRatio =
    stats.budget_points && stats.budget_points > 0
      ? Math.min(1, stats.budget_spent / stats.budget_points)
      : 0;
  return (
    <Stack spacing={2}>
      <StatTiles>
        <StatTile label={t('programs.admin.stats.participation')}>
          <StatFigure>{format.percent(stats.participation / 100)}</StatFigure>
          <Typography variant="body2" color="text.secondary">
            {t('programs.admin.stats.participants', {
              participants: format.number(stats.participants),
              audience: format.number(stats.audience),
            })}
          </Typography>
        </StatTile>
        <StatTile label={t('programs.admin.stats.byStatus')}>
          <StatCounts
            rows={SUBMISSION_STATUSES.map((status) => ({
              key: status,
              label: t(`programs.submissionStatus.${status}`),
              value: format.number(stats.by_status[status]),
            }))}
          />
        </StatTile>
        <StatTile label={t('programs.admin.stats.budget')}>
          <Typography id={budgetId} variant="body1">
            {stats.budget_points === null
              ? t('programs.admin.stats.noCap', { spent: format.number(stats.budget_spent) })
              : t('programs.admin.stats.spentOf', {
                  spent: format.number(stats.budget_spent),
                  total: format.number(stats.budget_points),
                })}
          </Typography>
          {stats.budget_points === null ? null : (
            <LinearProgress
              variant="determinate"
              value={Math.round(spentRatio * 100)}
              aria-labelledby={budgetId}
              color={spentRatio >= 1 ? 'error' : spentRatio >= 0.8 ? 'warning' : 'primary'}
              sx={{ height: 8, borderRadius: 4, mt: 1 }}
            />
          )}
        </StatTile>
        <StatTile label={t('programs.admin.stats.median')}>
          <StatFigure>
            {stats.median_hours_to_approve === null
              ? '—'
              : t('programs.admin.stats.hours', {
                  count: Math.round(stats.median_hours_to_approve),
                  formatted: format.number(Math.round(stats.median_hours_to_approve)),
                })}
          </StatFigure>
        </StatTile>
      </StatTiles>
      {stats.by_department.length > 0 ? (
        <StatTile label={t('programs.admin.stats.byDepartment')}>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {stats.by_department.map((entry) => (
              <Stack
                key={entry.department.id ?? 'none'}
                component="li"
                direction="row"
                spacing={2}
                sx={{ justifyContent: 'space-between' }}
              >
                <Typography variant="body2">{entry.department.name}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.hidden || entry.participation === null
                    ? t('programs.admin.stats.hidden', { min: stats.min_group_size })
                    : format.percent(entry.participation / 100)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </StatTile>
      ) : null}
    </Stack>
  );
}
