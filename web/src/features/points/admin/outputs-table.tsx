import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { TableScroll } from '@/components/data/table-scroll';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useLedgerKindText } from '@/lib/modules/ledger-kinds';

import type { OutputsGroupBy, OutputsReport } from '../api/budgets';

import { formatPeriod } from './outputs-format';

export type OutputsTableProps = { report: OutputsReport; groupBy: OutputsGroupBy };

/** The outputs report: one row per period and kind, then the total of each kind. */
export function OutputsTable({ report, groupBy }: OutputsTableProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const kindLabel = useLedgerKindText('total');
  const totals = Object.entries(report.totals);

  if (report.rows.length === 0) {
    return <Typography color="text.secondary">{t('admin.budgets.outputs.empty')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <TableScroll label={t('admin.budgets.outputs.rowsCaption')}>
        <DataTable
          caption={t('admin.budgets.outputs.rowsCaption')}
          rows={report.rows}
          rowKey={(row) => `${row.period}-${row.kind}`}
          columns={[
            {
              key: 'period',
              header: t('admin.budgets.outputs.columns.period'),
              render: (row) => formatPeriod(row.period, groupBy, i18n.language),
            },
            {
              key: 'kind',
              header: t('admin.budgets.outputs.columns.kind'),
              render: (row) => kindLabel(row.kind),
            },
            {
              key: 'count',
              header: t('admin.budgets.outputs.columns.count'),
              align: 'right',
              render: (row) => format.number(row.count),
            },
            {
              key: 'total',
              header: t('admin.budgets.outputs.columns.total'),
              align: 'right',
              render: (row) => format.number(row.total),
            },
          ]}
        />
      </TableScroll>
      <TableScroll label={t('admin.budgets.outputs.totalsCaption')} maxWidth={480}>
        <DataTable
          caption={t('admin.budgets.outputs.totalsCaption')}
          rows={totals}
          rowKey={([kind]) => kind}
          columns={[
            {
              key: 'kind',
              header: t('admin.budgets.outputs.columns.kind'),
              rowHeader: true,
              render: ([kind]) => kindLabel(kind),
            },
            {
              key: 'total',
              header: t('admin.budgets.outputs.columns.total'),
              align: 'right',
              render: ([, total]) => format.number(total),
            },
          ]}
          footer={
            <TableRow>
              <TableCell component="th" scope="row">
                {t('admin.budgets.outputs.allKinds')}
              </TableCell>
              <TableCell align="right">
                {format.number(totals.reduce((sum, [, total]) => sum + total, 0))}
              </TableCell>
            </TableRow>
          }
        />
      </TableScroll>
    </Stack>
  );
}
