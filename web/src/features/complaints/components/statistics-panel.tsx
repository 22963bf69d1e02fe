// The channel's statistics (CMP-11): cases by kind × area and the median days to close, every
// figure through the privacy engine: a hidden cell shows "—" and a mark whose reason is told
// under the table.
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';

import { statisticsQueryOptions, type ComplaintKind, type ComplaintStatCell } from '../api/cases';
import { statisticsGrid, statisticsPeriods } from '../lib/statistics';

const MARKS = { suppressed_small: '*', suppressed_complementary: '†' } as const;

function CellText({ cell }: { cell: ComplaintStatCell | null }) {
  const { t } = useTranslation();
  if (!cell || cell.status === 'no_data') return <span>0</span>;
  if (cell.status === 'ok') return <span>{cell.count}</span>;
  return (
    <span
      aria-label={t(`complaints.statistics.hidden.${cell.status}`)}
      title={t(`complaints.statistics.hidden.${cell.status}`)}
    >
      —{MARKS[cell.status]}
    </span>
  );
}

export function StatisticsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const periods = useMemo(() => statisticsPeriods(new Date()), []);
  const [period, setPeriod] = useState(periods[0] ?? '');
  const query = useQuery({ ...statisticsQueryOptions(period), placeholderData: keepPreviousData });
  const periodLabel = (entry: string) => {
    const [year = entry, half] = entry.split('-');
    if (half === 'H1') return t('complaints.statistics.half.H1', { year });
    if (half === 'H2') return t('complaints.statistics.half.H2', { year });
    return year;
  };

  return (
    <Stack spacing={2}>
      <SelectInput
        id={`${id}-period`}
        size="small"
        label={t('complaints.statistics.period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
        sx={{ maxWidth: 240 }}
        options={periods.map((entry) => ({ value: entry, label: periodLabel(entry) }))}
      />
      <QueryContent query={query} loadingLabel={t('complaints.statistics.loading')}>
        {(stats) => {
          const grid = statisticsGrid(stats);
          const median = stats.median_days_to_close;
          return (
            <Stack spacing={2}>
              <Typography>
                {t('complaints.statistics.total')} <CellText cell={stats.total} />
                {' · '}
                {t('complaints.statistics.median')}{' '}
                {median.status === 'ok' && median.value !== null ? (
                  t('complaints.statistics.medianDays', {
                    count: Math.round(median.value),
                    closed: median.closed ?? 0,
                  })
                ) : median.status === 'suppressed_small' ? (
                  <span title={t('complaints.statistics.hidden.suppressed_small')}>—*</span>
                ) : (
                  t('complaints.statistics.noClosed')
                )}
              </Typography>
              <TableScroll label={t('complaints.statistics.tableLabel')}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {t('complaints.statistics.kind')}
                      </TableCell>
                      {grid.areas.map((area) => (
                        <TableCell key={area.id} component="th" scope="col" align="right">
                          {area.name}
                        </TableCell>
                      ))}
                      <TableCell component="th" scope="col" align="right">
                        {t('complaints.statistics.allAreas')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {grid.kinds.map((kind) => (
                      <TableRow key={kind}>
                        <TableCell component="th" scope="row">
                          {t(`complaints.kinds.${kind as ComplaintKind}`)}
                        </TableCell>
                        {grid.areas.map((area) => (
                          <TableCell key={area.id} align="right">
                            <CellText cell={grid.cell(kind, area.id)} />
                          </TableCell>
                        ))}
                        <TableCell align="right">
                          <CellText cell={grid.cell(kind, null)} />
                        </TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                        {t('complaints.statistics.allKinds')}
                      </TableCell>
                      {grid.areas.map((area) => (
                        <TableCell key={area.id} align="right" sx={{ fontWeight: 700 }}>
                          <CellText cell={grid.cell(null, area.id)} />
                        </TableCell>
                      ))}
                      <TableCell align="right" sx={{ fontWeight: 700 }}>
                        <CellText cell={stats.total} />
                      </TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </TableScroll>
              <Stack spacing={0.5}>
                <Typography variant="body2" color="text.secondary">
                  {t('complaints.statistics.legendSmall', { k: stats.k })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('complaints.statistics.legendComplementary')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('complaints.statistics.legendSame')}
                </Typography>
              </Stack>
            </Stack>
          );
        }}
      </QueryContent>
    </Stack>
  );
}
