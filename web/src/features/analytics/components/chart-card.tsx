import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { saveBlob } from '@/lib/save-blob';

import { csvFileName, tableCsv, type ChartTable } from '../lib/chart-csv';

export type ChartCardProps = {
  title: string;
  /** The registry's "¿Cómo se calcula?". */
  definition: string;
  /** The same figures as the chart, for "Ver como tabla" and the CSV. */
  table: ChartTable;
  /** How each cell reads in the table (numbers formatted for the language). */
  cell?: (value: string | number, column: number) => string;
  from: string;
  to: string;
  /** The chart itself (hand-made SVG or bars); a table-only card may leave it out. */
  children?: ReactNode;
  empty?: boolean;
  /** false: a table (or a list) with no chart twin, so no "Ver como tabla". */
  toggle?: boolean;
  /** Shown under the buttons, before the figures (a note, the hidden groups). */
  note?: ReactNode;
};

/** A chart with its twin table ("Ver como tabla"), its definition from the metric registry
 *  ("¿Cómo se calcula?") and a CSV download of the table. */
export function ChartCard({
  title,
  definition,
  table,
  cell = (value) => String(value),
  from,
  to,
  children,
  empty = false,
  toggle = true,
  note,
}: ChartCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const [explained, setExplained] = useState(false);
  const headingId = `${id}-title`;
  const definitionId = `${id}-definition`;
  const download = () =>
    saveBlob(
      new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }),
      csvFileName(title, from, to),
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h6" component="h2" id={headingId}>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {toggle ? (
          <Button
            size="small"
            variant="outlined"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t(asTable ? 'analytics.chart.asChart' : 'analytics.chart.asTable')}
          </Button>
        ) : null}
        {definition ? (
          <Button
            size="small"
            aria-expanded={explained}
            aria-controls={definitionId}
            onClick={() => setExplained(!explained)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('analytics.chart.how')}
          </Button>
        ) : null}
        <Button
          size="small"
          startIcon={<Download />}
          onClick={download}
          disabled={table.rows.length === 0}
          aria-label={t('analytics.chart.csvOf', { title })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('analytics.chart.csv')}
        </Button>
      </Stack>
      {definition ? (
        <Collapse in={explained} id={definitionId}>
          <Typography variant="body2" color="text.secondary" data-testid="definition">
            {definition}
          </Typography>
        </Collapse>
      ) : null}
      {note}
      {empty ? (
        <Typography color="text.secondary">{t('analytics.chart.empty')}</Typography>
      ) : (toggle && asTable) || (!toggle && !children) ? (
        <DataTable title={title} table={table} cell={cell} />
      ) : (
        children
      )}
    </Paper>
  );
}

/** A chart's figures as an accessible table that scrolls inside its own box on phones. */
export function DataTable({
  title,
  table,
  cell = (value) => String(value),
}: {
  title: string;
  table: ChartTable;
  cell?: (value: string | number, column: number) => string;
}) {
  const { t } = useTranslation();
  // The scrolling box is a region of its own: named apart from its card (axe landmark-unique).
  return (
    <TableScroll label={t('analytics.chart.tableRegion', { title })} variant="border">
      <Table size="small">
        <caption>{title}</caption>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableCell key={column} component="th" scope="col" align={index ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={`${String(row[0])}-${r}`}>
              {row.map((value, c) =>
                c === 0 ? (
                  <TableCell key={c} component="th" scope="row">
                    {cell(value, c)}
                  </TableCell>
                ) : (
                  <TableCell key={c} align="right">
                    {cell(value, c)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
