import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

import { QueryContent, type ListQuery } from '../feedback/query-content';

import { DataTable, type DataTableProps } from './data-table';
import { TableScroll } from './table-scroll';

export type ResourceTableProps<Q, T> = Omit<DataTableProps<T>, 'rows' | 'label'> & {
  query: ListQuery<Q>;
  /** The rows of the query's data (the data itself for a plain list). */
  rows: (data: Q) => readonly T[];
  /** Names the table and its scrolling region. */
  label: string;
  /** Names the spinner while the list loads. */
  loadingLabel: string;
  /** Shown when the list is empty (usually an EmptyState with the action that fills it). */
  empty: ReactNode;
  /** Paging controls under the table. */
  pagination?: (data: Q) => ReactNode;
};

/** A server list as a table: loading, error with retry, empty, and the rows with their actions. */
export function ResourceTable<Q, T>({
  query,
  rows,
  label,
  loadingLabel,
  empty,
  pagination,
  ...table
}: ResourceTableProps<Q, T>) {
  return (
    <QueryContent
      query={query}
      loadingLabel={loadingLabel}
      isEmpty={(data) => rows(data).length === 0}
      empty={empty}
    >
      {(data) => {
        const content = <DataTable {...table} hover rows={rows(data)} label={label} />;
        if (!pagination) {
          return (
            <TableScroll label={label} sticky>
              {content}
            </TableScroll>
          );
        }
        return (
          <Paper variant="outlined">
            <TableScroll label={label} variant="border" sticky>
              {content}
            </TableScroll>
            {pagination(data)}
          </Paper>
        );
      }}
    </QueryContent>
  );
}
