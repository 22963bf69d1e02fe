import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Key, ReactNode } from 'react';

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

/** A small table from a column list: header cells with their scope, one row per item. */
export function DataTable<T>({
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
              <TableCell align="right" sx={STICKY_ACTIONS}>
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
