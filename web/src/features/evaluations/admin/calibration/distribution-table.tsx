import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { TableScroll } from '@/components/data/table-scroll';
import { useNumberFormat } from '@/i18n/use-number-format';
import { formatNumber } from '@/lib/format-number';

import { LEVELS } from '../box-words';
import type { CalibrationView, LeaderDistribution } from '../types';

/** How the ratings spread: across the organisation per performance level, and per leader with
 *  their mean (hidden below 4 people: it would tell one person's rating). */
export function DistributionTable({
  distribution,
}: {
  distribution: CalibrationView['distribution'];
}) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const level = (index: number) => t(`evaluations.admin.box.performance.${LEVELS[index] ?? 1}`);
  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" component="h3">
        {t('evaluations.admin.distribution.title')}
      </Typography>
      <Typography>
        {t('evaluations.admin.distribution.org', {
          low: format.number(distribution.org.counts[0] ?? 0),
          mid: format.number(distribution.org.counts[1] ?? 0),
          high: format.number(distribution.org.counts[2] ?? 0),
        })}
      </Typography>
      {distribution.leaders.length === 0 ? (
        <Typography color="text.secondary">{t('evaluations.admin.distribution.empty')}</Typography>
      ) : (
        <TableScroll label={t('evaluations.admin.distribution.tableLabel')} variant="border">
          <DataTable<LeaderDistribution>
            rows={distribution.leaders}
            rowKey={(row) => row.leader?.id ?? 0}
            label={t('evaluations.admin.distribution.tableLabel')}
            columns={[
              {
                key: 'leader',
                header: t('evaluations.admin.distribution.leader'),
                rowHeader: true,
                sortValue: (row) => row.leader?.name ?? '',
                render: (row) => row.leader?.name ?? t('evaluations.admin.participants.noLeader'),
              },
              {
                key: 'n',
                header: t('evaluations.admin.distribution.people'),
                align: 'right',
                sortValue: (row) => row.n,
                render: (row) => format.number(row.n),
              },
              ...[0, 1, 2].map((index) => ({
                key: `level-${index}`,
                header: level(index),
                align: 'right' as const,
                sortValue: (row: LeaderDistribution) => row.counts[index] ?? 0,
                render: (row: LeaderDistribution) => format.number(row.counts[index] ?? 0),
              })),
              {
                key: 'mean',
                header: t('evaluations.admin.distribution.mean'),
                sortValue: (row) => (row.hidden ? -1 : (row.mean_performance ?? -1)),
                render: (row) =>
                  row.hidden || row.mean_performance === null ? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {row.hidden
                        ? t('evaluations.admin.distribution.hidden')
                        : t('evaluations.admin.distribution.noMean')}
                    </Typography>
                  ) : (
                    formatNumber(Math.round(row.mean_performance * 10) / 10, i18n.language)
                  ),
              },
            ]}
          />
        </TableScroll>
      )}
    </Stack>
  );
}
