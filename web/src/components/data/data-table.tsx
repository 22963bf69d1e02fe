// The one table of the admin console's lists (ADR 0040): TanStack Table (headless) keeps the
// sorting, the columns shown and the selection; MUI's table parts draw it, dense, with sticky
// headers, and as cards where a row would not fit (phones). Lists that are paged on the server
// sort there (`sort` + `onSortChange`); others sort their rows here (`sortValue`).
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

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
  /** Sorts the rows here by this value (lists whose rows are all loaded). */
  sortValue?: (row: T) => string | number | null;
  /** Sortable on the server (lists paged there: see `sort`). */
  sortable?: boolean;
  /** Its name in the column chooser when the header is not text. */
  title?: string;
  /** May be hidden with the column chooser (default: every column but the row header). */
  hideable?: boolean;
  /** Hidden until chosen in the column chooser (a list with a `tableId`): data only some
   *  organisations record. */
  hiddenByDefault?: boolean;
};

/** The last column: what can be done with a row. It sticks to the right edge, so the actions
 *  stay in view while a wide table scrolls sideways. */
export type RowActions<T> = { header: string; render: (row: T) => ReactNode };

/** A server sort: the column's key and its direction; null: the list's own order. */
export type TableSort = { key: string; desc: boolean } | null;

/** Rows that can be selected, and what can be done with the selection (a toolbar with the
 *  count appears while some are selected). */
export type RowSelection<T> = {
  /** The bulk actions; `clear` empties the selection (after the action succeeded). */
  actions: (selected: T[], clear: () => void) => ReactNode;
  /** Rows that can be selected (default: all). */
  canSelect?: (row: T) => boolean;
  /** Names a row's check box ("Seleccionar <name>"); default: the row header's sort value. */
  rowLabel?: (row: T) => string;
};

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
  /** When the table would not fit its container (a phone, or a narrow column beside the
   *  menu), its rows become cards: each column's header beside its value, the actions under
   *  them, so no row needs sideways scrolling to reach its actions. Default: tables with row
   *  actions or a selection do; others (totals, references) scroll inside their region. */
  cards?: boolean;
  /** Names the list for the column chooser, which remembers the columns shown per list (in
   *  this browser); without it every column shows. */
  tableId?: string;
  /** The server's sort of a list paged there, and its change (back to the first page). */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  selection?: RowSelection<T>;
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

const SELECT_COLUMN = '__select';
const STORAGE_PREFIX = 'aplauso.table.columns.';

/** The columns shown and hidden by choice in this list, stored as { key: shown } (an older
 *  browser stored the hidden keys as an array), over the columns hidden by default. */
function storedVisibility<T>(
  tableId: string | undefined,
  columns: readonly Column<T>[],
): VisibilityState {
  if (!tableId) return {};
  const defaults = Object.fromEntries(
    columns.filter((column) => column.hiddenByDefault).map((column) => [column.key, false]),
  );
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + tableId);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (Array.isArray(parsed)) {
      const hidden = parsed.filter((key): key is string => typeof key === 'string');
      return { ...defaults, ...Object.fromEntries(hidden.map((key) => [key, false])) };
    }
    if (!parsed || typeof parsed !== 'object') return defaults;
    const chosen = Object.entries(parsed).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    );
    return { ...defaults, ...Object.fromEntries(chosen) };
  } catch {
    return defaults;
  }
}

function resolve<S>(updater: Updater<S>, previous: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(previous) : updater;
}

/** What the two renderings share: the TanStack table and the columns shown. */
type Model<T> = {
  rows: Row<T>[];
  shown: Column<T>[];
  selecting: boolean;
};

/** A table from a column list: header cells with their scope, one row per item; sorting,
 *  column choice and row selection when asked; cards when it does not fit (see `cards`). */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, rowKey, tableId, sort, onSortChange, selection } = props;
  const allowCards = props.cards ?? Boolean(props.actions || selection);
  const box = useRef<HTMLDivElement>(null);
  // The table's width when last drawn: cards while it is wider than the box, the table again
  // once the box grows past it (no flip-flop: the cards never change that width).
  const tableWidth = useRef(0);
  const [asCards, setAsCards] = useState(false);

  const [localSort, setLocalSort] = useState<SortingState>([]);
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    storedVisibility(tableId, columns),
  );
  const [selected, setSelected] = useState<RowSelectionState>({});
  const serverSort = Boolean(onSortChange);
  const sorting: SortingState = serverSort
    ? sort
      ? [{ id: sort.key, desc: sort.desc }]
      : []
    : localSort;

  useEffect(() => {
    if (!tableId) return;
    try {
      window.localStorage.setItem(STORAGE_PREFIX + tableId, JSON.stringify(visibility));
    } catch {
      // A full or blocked storage: the choice lasts until the page reloads.
    }
  }, [tableId, visibility]);

  const definitions = useMemo<ColumnDef<T>[]>(
    () => [
      ...(selection ? [{ id: SELECT_COLUMN, enableHiding: false, enableSorting: false }] : []),
      ...columns.map((column): ColumnDef<T> => ({
        id: column.key,
        enableHiding: column.hideable ?? !column.rowHeader,
        enableSorting: serverSort ? Boolean(column.sortable) : Boolean(column.sortValue),
        sortUndefined: 'last',
        // TanStack sorts only columns with an accessor (a server sort ignores the value).
        accessorFn: (row: T) => column.sortValue?.(row) ?? undefined,
      })),
    ],
    [columns, selection, serverSort],
  );

  // TanStack's table object is mutable (the React compiler leaves this component alone); the
  // state it reads is React state here, so every change renders.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows as T[],
    columns: definitions,
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    ...(serverSort ? { manualSorting: true } : { getSortedRowModel: getSortedRowModel() }),
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting, columnVisibility: visibility, rowSelection: selected },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      if (serverSort) onSortChange?.(next ? { key: next.id, desc: next.desc } : null);
      else setLocalSort(next ? [next] : []);
    },
    onColumnVisibilityChange: setVisibility,
    onRowSelectionChange: setSelected,
    enableRowSelection: selection?.canSelect
      ? (row) => selection.canSelect?.(row.original) ?? true
      : Boolean(selection),
  });

  const model: Model<T> = {
    rows: table.getRowModel().rows,
    shown: columns.filter((column) => table.getColumn(column.key)?.getIsVisible() ?? true),
    selecting: Boolean(selection),
  };
  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);

  useLayoutEffect(() => {
    const element = box.current;
    if (!allowCards || !element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => {
      const drawn = element.querySelector('table');
      if (drawn) tableWidth.current = drawn.offsetWidth;
      setAsCards(tableWidth.current > element.clientWidth + 1);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [allowCards, rows, columns, visibility]);

  const hideable = columns.filter((column) => table.getColumn(column.key)?.getCanHide());
  return (
    <Box sx={{ width: '100%' }}>
      {selection || (tableId && hideable.length > 0) ? (
        <TableToolbar
          count={selectedRows.length}
          actions={
            selection && selectedRows.length > 0
              ? selection.actions(selectedRows, () => table.resetRowSelection())
              : null
          }
          onClear={() => table.resetRowSelection()}
          chooser={
            tableId && hideable.length > 0 ? (
              <ColumnChooser
                columns={hideable}
                isShown={(key) => table.getColumn(key)?.getIsVisible() ?? true}
                onToggle={(key) => table.getColumn(key)?.toggleVisibility()}
              />
            ) : null
          }
        />
      ) : null}
      <Box ref={box} sx={{ width: '100%' }}>
        {asCards ? (
          <DataCards {...props} model={model} />
        ) : (
          <DataGrid {...props} model={model} table={table} />
        )}
      </Box>
    </Box>
  );
}

type ToolbarProps = {
  count: number;
  actions: ReactNode;
  onClear: () => void;
  chooser: ReactNode;
};

/** Above the table: the selection's count and bulk actions while rows are selected; the
 *  column chooser. */
function TableToolbar({ count, actions, onClear, chooser }: ToolbarProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 1,
        py: 0.5,
        minHeight: 48,
        // A frame, not a tint: the toolbar's text buttons keep their contrast.
        border: 1,
        borderColor: count > 0 ? 'primary.main' : 'transparent',
        borderRadius: 1,
      }}
    >
      <Typography role="status" variant="body2" sx={{ fontWeight: count > 0 ? 700 : 400 }}>
        {count > 0 ? t('admin.table.selected', { count, formatted: format.number(count) }) : null}
      </Typography>
      {count > 0 ? (
        <>
          {actions}
          <Button size="small" onClick={onClear}>
            {t('admin.table.clearSelection')}
          </Button>
        </>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {chooser}
    </Stack>
  );
}

type ChooserProps<T> = {
  columns: readonly Column<T>[];
  isShown: (key: string) => boolean;
  onToggle: (key: string) => void;
};

function columnName<T>(column: Column<T>): string {
  return column.title ?? (typeof column.header === 'string' ? column.header : column.key);
}

/** "Columnas": a menu of the columns that may be hidden, each a check box. */
function ColumnChooser<T>({ columns, isShown, onToggle }: ChooserProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('admin.table.columns')}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columns.map((column) => (
          <MenuItem
            key={column.key}
            role="menuitemcheckbox"
            aria-checked={isShown(column.key)}
            onClick={() => onToggle(column.key)}
            dense
          >
            <FormControlLabel
              control={<Checkbox size="small" checked={isShown(column.key)} tabIndex={-1} />}
              label={columnName(column)}
              sx={{ pointerEvents: 'none', m: 0 }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type RenderProps<T> = DataTableProps<T> & { model: Model<T> };

function rowName<T>(
  columns: readonly Column<T>[],
  row: T,
  label?: (row: T) => string,
): string | undefined {
  if (label) return label(row);
  const named = columns.find((column) => column.rowHeader);
  const value = named?.sortValue?.(row);
  return value === null || value === undefined ? undefined : String(value);
}

type SelectBoxProps<T> = {
  row: Row<T>;
  columns: readonly Column<T>[];
  label?: (row: T) => string;
};

function SelectBox<T>({ row, columns, label }: SelectBoxProps<T>) {
  const { t } = useTranslation();
  const name = rowName(columns, row.original, label);
  return (
    <Checkbox
      size="small"
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
      slotProps={{
        input: {
          'aria-label': name
            ? t('admin.table.selectNamed', { name })
            : t('admin.table.selectRow', { index: row.index + 1 }),
        },
      }}
    />
  );
}

/** The rows as a list of cards. */
function DataCards<T>({
  columns,
  label,
  caption,
  actions,
  rowProps,
  model,
  selection,
}: RenderProps<T>) {
  const named = columns.find((column) => column.rowHeader);
  return (
    <Box
      component="ul"
      aria-label={caption ?? label}
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}
    >
      {model.rows.map((row) => (
        <Paper
          component="li"
          variant="outlined"
          key={row.id}
          sx={{ p: 1.5, borderColor: row.getIsSelected() ? 'primary.main' : undefined }}
          {...rowProps?.(row.original)}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
            {model.selecting ? (
              <SelectBox row={row} columns={columns} label={selection?.rowLabel} />
            ) : null}
            {named ? (
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 700, mb: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {named.render(row.original)}
              </Typography>
            ) : null}
          </Box>
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
            {model.shown
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
                    {column.render(row.original)}
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
              {actions.render(row.original)}
            </Stack>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}

function DataGrid<T>({
  columns,
  label,
  caption,
  actions,
  hover = false,
  rowProps,
  footer,
  model,
  table,
  selection,
}: RenderProps<T> & { table: ReturnType<typeof useReactTable<T>> }) {
  const { t } = useTranslation();
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();
  return (
    <Table size="small" stickyHeader aria-label={caption ? undefined : label}>
      {caption ? <caption>{caption}</caption> : null}
      <TableHead>
        <TableRow>
          {model.selecting ? (
            <TableCell padding="checkbox" scope="col">
              <Checkbox
                size="small"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={table.getToggleAllRowsSelectedHandler()}
                slotProps={{ input: { 'aria-label': t('admin.table.selectAll') } }}
              />
            </TableCell>
          ) : null}
          {model.shown.map((column) => {
            const state = table.getColumn(column.key);
            const direction = state?.getIsSorted();
            return (
              <TableCell
                key={column.key}
                scope="col"
                align={column.align}
                aria-sort={
                  direction === 'asc'
                    ? 'ascending'
                    : direction === 'desc'
                      ? 'descending'
                      : undefined
                }
              >
                {state?.getCanSort() ? (
                  <TableSortLabel
                    active={Boolean(direction)}
                    direction={direction || 'asc'}
                    onClick={state.getToggleSortingHandler()}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            );
          })}
          {actions ? (
            <TableCell scope="col" align="right" sx={{ ...STICKY_ACTIONS, zIndex: 3 }}>
              {actions.header}
            </TableCell>
          ) : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {model.rows.map((row) => (
          <TableRow
            key={row.id}
            hover={hover}
            selected={row.getIsSelected()}
            {...rowProps?.(row.original)}
          >
            {model.selecting ? (
              <TableCell padding="checkbox">
                <SelectBox row={row} columns={columns} label={selection?.rowLabel} />
              </TableCell>
            ) : null}
            {model.shown.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                sx={{
                  overflowWrap: 'anywhere',
                  ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
                  ...column.cellStyle,
                }}
              >
                {column.render(row.original)}
              </TableCell>
            ))}
            {actions ? (
              <TableCell align="right" sx={STICKY_ACTIONS} data-row-actions="">
                {actions.render(row.original)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
      {footer ? <TableFooter>{footer}</TableFooter> : null}
    </Table>
  );
}
