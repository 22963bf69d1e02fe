import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

import type { PageMeta } from '@/api/page';
import { useNumberFormat } from '@/i18n/use-number-format';

const PAGE_SIZES = [10, 25, 50];

/** The page size a list starts with. */
export const DEFAULT_PAGE_SIZE = 10;

export type ListPaginationProps = {
  /** The meta of the page shown (its total; null when the server does not count, and then
   *  `hasMore` says whether a next page exists). */
  meta: PageMeta;
  /** The rows of the page shown: with an uncounted list, the last page's "1–3 de 3". */
  shown?: number;
  /** The page shown, from 0. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** A new page size; the list goes back to its first page. */
  onPerPageChange: (perPage: number) => void;
};

/** How many rows the list has, as the pagination counts them: the server's total; else, for a
 *  list the server does not count, -1 ("more than") while a next page exists, and the rows up to
 *  this page's on the last one. */
function countOf(meta: PageMeta, page: number, perPage: number, shown?: number): number {
  if (meta.total !== null && meta.total !== undefined) return meta.total;
  if (meta.hasMore !== false || shown === undefined) return -1;
  return page * perPage + shown;
}

/** The paging controls under a server list: rows per page, "1–10 of 42" and the page buttons, in
 *  the UI language. */
export function ListPagination({
  meta,
  shown,
  page,
  perPage,
  onPageChange,
  onPerPageChange,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <TablePagination
      component="div"
      count={countOf(meta, page, perPage, shown)}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('admin.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        count === -1
          ? t('admin.pagination.displayedMore', {
              from: format.number(from),
              to: format.number(to),
            })
          : t('admin.pagination.displayed', {
              from: format.number(from),
              to: format.number(to),
              count: format.number(count),
            })
      }
      getItemAriaLabel={(type) => t(`admin.pagination.${type}`)}
    />
  );
}
