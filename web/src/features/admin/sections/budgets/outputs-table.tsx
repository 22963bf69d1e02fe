import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { OutputsGroupBy, OutputsReport } from '@/api/admin-budgets';
import { TableScroll } from '@/components/table-scroll';
import { useNumberFormat } from '@/i18n/use-number-format';

import { isLedgerKind } from '../../lib/ledger-kinds';

import { formatPeriod } from './outputs-format';

export type OutputsTableProps = { report: OutputsReport; groupBy: OutputsGroupBy };

/** The outputs report: one row per period and kind, then the total of each kind. */
export function OutputsTable({ report, groupBy }: OutputsTableProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const kindLabel = (kind: string) =>
    isLedgerKind(kind) ? t(`admin.budgets.kinds.${kind}`) : kind;
  const totals = Object.entries(report.totals);

  if (report.rows.length === 0) {
    return <Typography color="text.secondary">{t('admin.budgets.outputs.empty')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <TableScroll label={t('admin.budgets.outputs.rowsCaption')}>
        <Table size="small">
          <caption>{t('admin.budgets.outputs.rowsCaption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('admin.budgets.outputs.columns.period')}</TableCell>
              <TableCell scope="col">{t('admin.budgets.outputs.columns.kind')}</TableCell>
              <TableCell scope="col" align="right">
                {t('admin.budgets.outputs.columns.count')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('admin.budgets.outputs.columns.total')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={`${row.period}-${row.kind}`}>
                <TableCell>{formatPeriod(row.period, groupBy, i18n.language)}</TableCell>
                <TableCell>{kindLabel(row.kind)}</TableCell>
                <TableCell align="right">{format.number(row.count)}</TableCell>
                <TableCell align="right">{format.number(row.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <TableScroll label={t('admin.budgets.outputs.totalsCaption')} maxWidth={480}>
        <Table size="small">
          <caption>{t('admin.budgets.outputs.totalsCaption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('admin.budgets.outputs.columns.kind')}</TableCell>
              <TableCell scope="col" align="right">
                {t('admin.budgets.outputs.columns.total')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {totals.map(([kind, total]) => (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">
                  {kindLabel(kind)}
                </TableCell>
                <TableCell align="right">{format.number(total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('admin.budgets.outputs.allKinds')}
              </TableCell>
              <TableCell align="right">
                {format.number(totals.reduce((sum, [, total]) => sum + total, 0))}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableScroll>
    </Stack>
  );
}
