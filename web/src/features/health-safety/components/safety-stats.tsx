import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import { statsQueryOptions, type SafetyStatCell } from '../api/health-safety';
import { figure } from '../lib/words';

/** The officers' statistics: the last twelve months by site, type and month; what the privacy
 *  engine hides shows as "< k". */
export function SafetyStats() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const query = useQuery(statsQueryOptions());
  return (
    <QueryContent query={query} loadingLabel={t('healthSafety.stats.loading')}>
      {(stats) => {
        const shown = (cell: Pick<SafetyStatCell, 'count'>) =>
          figure(cell, stats.k, (k) => t('healthSafety.stats.hidden', { k }), format.number);
        const table = (
          title: string,
          rows: { key: string; label: string; cell: SafetyStatCell }[],
        ) => (
          <Stack spacing={1} component="section" aria-label={title}>
            <Typography variant="h3">{title}</Typography>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{title}</TableCell>
                  <TableCell align="right">{t('healthSafety.stats.column')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell>{row.label}</TableCell>
                    <TableCell align="right">{shown(row.cell)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        );
        return (
          <Stack spacing={3} sx={{ maxWidth: 640 }}>
            <Typography color="text.secondary">
              {t('healthSafety.stats.intro', { k: stats.k })}
            </Typography>
            <Typography variant="h3" component="p">
              {t('healthSafety.stats.total')}: {shown({ count: stats.total })}
            </Typography>
            {table(
              t('healthSafety.stats.byKind'),
              stats.by_kind.map((cell) => ({
                key: cell.key,
                label: t(`healthSafety.kind.${cell.key as 'incident' | 'near_miss' | 'hazard'}`),
                cell,
              })),
            )}
            {table(
              t('healthSafety.stats.bySite'),
              stats.by_site.map((cell) => ({
                key: cell.key,
                label:
                  cell.key === 'none'
                    ? t('healthSafety.stats.noSite')
                    : (cell.label ?? t('healthSafety.stats.site', { id: cell.key })),
                cell,
              })),
            )}
            {table(
              t('healthSafety.stats.byMonth'),
              stats.by_month.map((cell) => ({ key: cell.key, label: cell.key, cell })),
            )}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
