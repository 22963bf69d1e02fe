import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';

export type Column<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The cell that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  nowrap?: boolean;
  /** Styles of the column's cells (a maximum width...). */
  cellStyle?: Record<string, string | number>;
};

/** The last column: what can be done with a row. It sticks to the right edge, so the actions
 *  stay in view while a wide table scrolls sideways. */
export type RowActions<T> = { header: string; render: (row: T) => ReactNode };

export type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => Key;
  /** The table's accessible name (or give a caption). */
  label?: string;
  caption?: string;
  actions?: RowActions<T>;
  /** Rows highlight under the pointer. */
  hover?: boolean;
  /** Extra attributes of a row (test ids). */
  rowProps?: (row: T) => Record<`data-${string}`, string>;
  /** A footer row (totals). */
  footer?: ReactNode;
  /** When the table would not fit its container (a phone, or a narrow column beside two
   *  menus), its rows become cards: each column's header beside its value, the actions under
   *  them, so no row needs sideways scrolling to reach its actions. Default: tables with row
   *  actions do; others (totals, references) scroll inside their region instead. */
  cards?: boolean;
};

const STICKY_ACTIONS: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  whiteSpace: 'nowrap',
  bgcolor: 'background.paper',
  '.MuiTableRow-hover:hover > &': {
    backgroundImage: (theme) =>
      `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
};

/** A small table from a column list: header cells with their scope, one row per item; cards
 *  when it does not fit (see `cards`). */
export function DataTable<T>(props: DataTableProps<T>) {
  const allowCards = props.cards ?? Boolean(props.actions);
  const box = useRef<HTMLDivElement>(null);
  // The table's width when last drawn: cards while it is wider than the box, the table again
  // once the box grows past it (no flip-flop: the cards never change that width).
  const tableWidth = useRef(0);
  const [asCards, setAsCards] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!allowCards || !element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => {
      const table = element.querySelector('table');
      if (table) tableWidth.current = table.offsetWidth;
      setAsCards(tableWidth.current > element.clientWidth + 1);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [allowCards, props.rows, props.columns]);

  return (
    <Box ref={box} sx={{ width: '100%' }}>
      {asCards ? <DataCards {...props} /> : <DataGrid {...props} />}
    </Box>
  );
}

/** The rows as a list of cards. */
function DataCards<T>({
  rows,
  columns,
  rowKey,
  label,
  caption,
  actions,
  rowProps,
}: DataTableProps<T>) {
  const named = columns.find((column) => column.rowHeader);
  return (
    <Box
      component="ul"
      aria-label={caption ?? label}
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => (
        <Paper
          component="li"
          variant="outlined"
          key={rowKey(row)}
          sx={{ p: 1.5 }}
          {...rowProps?.(row)}
        >
          {named ? (
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
              {named.render(row)}
            </Typography>
          ) : null}
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.5,
            }}
          >
            {columns
              .filter((column) => column !== named)
              .map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {column.render(row)}
                  </Typography>
                </Box>
              ))}
          </Box>
          {actions ? (
            <Stack
              direction="row"
              data-row-actions=""
              useFlexGap
              sx={{ mt: 1, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
            >
              {actions.render(row)}
            </Stack>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}

function DataGrid<T>({
  rows,
  columns,
  rowKey,
  label,
  caption,
  actions,
  hover = false,
  rowProps,
  footer,
}: DataTableProps<T>) {
  return (
    <Table size="small" aria-label={caption ? undefined : label}>
      {caption ? <caption>{caption}</caption> : null}
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} scope="col" align={column.align}>
              {column.header}
            </TableCell>
          ))}
          {actions ? (
            <TableCell scope="col" align="right" sx={STICKY_ACTIONS}>
              {actions.header}
            </TableCell>
          ) : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} hover={hover} {...rowProps?.(row)}>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                sx={{ ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}), ...column.cellStyle }}
              >
                {column.render(row)}
              </TableCell>
            ))}
            {actions ? (
              <TableCell align="right" sx={STICKY_ACTIONS} data-row-actions="">
                {actions.render(row)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
      {footer ? <TableFooter>{footer}</TableFooter> : null}
    </Table>
  );
}
