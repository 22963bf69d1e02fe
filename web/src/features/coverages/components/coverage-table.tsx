import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

import type { CoverageRow } from '../api/coverages';
import { useCoverageFormat } from '../lib/coverage-words';

export type CoverageTableProps = { rows: readonly CoverageRow[]; label: string };

/** A policy's coverage table: service, percentage, cap, deductible and notes. A table from 600 px
 *  up; on a phone each service is a short card of its own, so nothing scrolls sideways. */
export function CoverageTable({ rows, label }: CoverageTableProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const words = useCoverageFormat();
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('coverages.table.empty')}</Typography>;
  const cap = (row: CoverageRow) => words.money(row.cap, row.currency, t('coverages.table.noCap'));
  const deductible = (row: CoverageRow) =>
    words.money(row.deductible, row.currency, t('coverages.table.noDeductible'));
  if (narrow)
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row, index) => (
          <Box
            component="li"
            key={`${row.service}-${index}`}
            sx={{ py: 1, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.service}
              </Typography>
              <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>
                {words.percent(row.percent)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('coverages.table.cap')}: {cap(row)} · {t('coverages.table.deductible')}:{' '}
              {deductible(row)}
            </Typography>
            {row.notes ? (
              <Typography variant="body2" color="text.secondary">
                {row.notes}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('coverages.table.service')}</TableCell>
            <TableCell align="right">{t('coverages.table.percent')}</TableCell>
            <TableCell align="right">{t('coverages.table.cap')}</TableCell>
            <TableCell align="right">{t('coverages.table.deductible')}</TableCell>
            <TableCell>{t('coverages.table.notes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.service}-${index}`}>
              <TableCell component="th" scope="row">
                {row.service}
              </TableCell>
              <TableCell align="right">{words.percent(row.percent)}</TableCell>
              <TableCell align="right">{cap(row)}</TableCell>
              <TableCell align="right">{deductible(row)}</TableCell>
              <TableCell>{row.notes}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
