import Download from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { saveBlob } from '@/lib/save-blob';

import { paintPng } from '../lib/chart-canvas';
import { csvFileName, tableCsv, type ChartTable } from '../lib/chart-csv';
import { pictureOf, prepareSvg, tableRows, type PictureBar } from '../lib/chart-png';
import { tableXlsx, XLSX_TYPE } from '../lib/chart-xlsx';
import { dayText } from '../lib/format';

import { ChartBarsContext } from './chart-bars-context';

export type ChartCardProps = {
  title: string;
  /** The registry's "¿Cómo se calcula?". */
  definition: string;
  /** The same figures as the chart, for "Ver como tabla" and the CSV and Excel downloads. */
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
 *  ("¿Cómo se calcula?") and a "Descargar" menu: the table as CSV or Excel, and the chart (when
 *  there is one) as a PNG image. */
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
  const menuId = `${id}-downloads`;
  const buttonId = `${id}-download`;
  const theme = useTheme();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [pngFailed, setPngFailed] = useState(false);
  // The chart stays in the page (hidden) while its table shows: the image is drawn from it.
  const chartRef = useRef<HTMLDivElement>(null);
  const barsRef = useRef<PictureBar[] | null>(null);
  const registerBars = useCallback((bars: PictureBar[] | null) => {
    barsRef.current = bars;
  }, []);
  const showTable = (toggle && asTable) || (!toggle && !children);
  const hasChart = Boolean(children) && !empty;
  const downloadCsv = () =>
    saveBlob(
      new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }),
      csvFileName(title, from, to),
    );
  const downloadXlsx = () =>
    saveBlob(
      new Blob([tableXlsx(title, table)], { type: XLSX_TYPE }),
      csvFileName(title, from, to, 'xlsx'),
    );
  const downloadPng = async () => {
    setPngFailed(false);
    try {
      const svg = chartRef.current?.querySelector('svg');
      const bars = barsRef.current;
      const picture = pictureOf({
        title,
        subtitle: t('analytics.period.range', { from: dayText(from), to: dayText(to) }),
        body: svg
          ? { kind: 'svg', ...prepareSvg(svg) }
          : bars
            ? { kind: 'bars', bars }
            : { kind: 'rows', rows: tableRows(table, cell) },
        colours: {
          text: theme.palette.text.primary,
          muted: theme.palette.text.secondary,
          bar: theme.palette.primary.main,
          track: theme.palette.grey[200],
          background: theme.palette.common.white,
        },
        font: String(theme.typography.fontFamily ?? 'sans-serif'),
      });
      saveBlob(await paintPng(picture), csvFileName(title, from, to, 'png'));
    } catch {
      setPngFailed(true);
    }
  };
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
          id={buttonId}
          startIcon={<Download />}
          onClick={(event) => setMenu(event.currentTarget)}
          disabled={table.rows.length === 0}
          aria-label={t('analytics.chart.downloadOf', { title })}
          aria-haspopup="true"
          aria-expanded={menu ? 'true' : undefined}
          aria-controls={menu ? menuId : undefined}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('analytics.chart.download')}
        </Button>
        <Menu
          id={menuId}
          anchorEl={menu}
          open={Boolean(menu)}
          onClose={() => setMenu(null)}
          slotProps={{ list: { 'aria-labelledby': buttonId } }}
        >
          <MenuItem
            onClick={() => {
              setMenu(null);
              downloadCsv();
            }}
          >
            {t('analytics.chart.csv')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              downloadXlsx();
            }}
          >
            {t('analytics.chart.xlsx')}
          </MenuItem>
          {hasChart ? (
            <MenuItem
              onClick={() => {
                setMenu(null);
                void downloadPng();
              }}
            >
              {t('analytics.chart.png')}
            </MenuItem>
          ) : null}
        </Menu>
      </Stack>
      {definition ? (
        <Collapse in={explained} id={definitionId}>
          <Typography variant="body2" color="text.secondary" data-testid="definition">
            {definition}
          </Typography>
        </Collapse>
      ) : null}
      {pngFailed ? (
        <Typography variant="body2" color="error" role="alert">
          {t('analytics.chart.pngFailed', { title })}
        </Typography>
      ) : null}
      {note}
      {empty ? (
        <Typography color="text.secondary">{t('analytics.chart.empty')}</Typography>
      ) : (
        <>
          {showTable ? <DataTable title={title} table={table} cell={cell} /> : null}
          {children ? (
            <ChartBarsContext.Provider value={registerBars}>
              <Box ref={chartRef} hidden={showTable} sx={{ minWidth: 0 }}>
                {children}
              </Box>
            </ChartBarsContext.Provider>
          ) : null}
        </>
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
