import Paper from '@mui/material/Paper';
import { useState } from 'react';

import { DataTable, type DataTableProps } from '@/components/data/data-table';
import { DEFAULT_PAGE_SIZE, ListPagination } from '@/components/data/list-pagination';
import { TableScroll } from '@/components/data/table-scroll';

export type PagedRowsTableProps<T> = Omit<DataTableProps<T>, 'label' | 'caption'> & {
  /** Names the table and its scrolling region. */
  label: string;
  /** Names the list shown: another one (a new filter) starts at its first page. */
  listKey?: string;
};

/** A list held in memory (a spreadsheet's problems: up to thousands of rows) as a table shown a
 *  page at a time, scrolling inside its own region on narrow screens. */
export function PagedRowsTable<T>({ rows, label, listKey, ...table }: PagedRowsTableProps<T>) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [pagedList, setPagedList] = useState(listKey);
  if (pagedList !== listKey) {
    setPagedList(listKey);
    setPage(0);
  }
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const shown = Math.min(page, lastPage);
  return (
    <Paper variant="outlined">
      <TableScroll label={label} variant="border">
        <DataTable
          {...table}
          label={label}
          rows={rows.slice(shown * perPage, (shown + 1) * perPage)}
        />
      </TableScroll>
      {rows.length > DEFAULT_PAGE_SIZE ? (
        <ListPagination
          meta={{ page: shown + 1, perPage, total: rows.length }}
          page={shown}
          perPage={perPage}
          onPageChange={setPage}
          onPerPageChange={(next) => {
            setPerPage(next);
            setPage(0);
          }}
        />
      ) : null}
    </Paper>
  );
}
