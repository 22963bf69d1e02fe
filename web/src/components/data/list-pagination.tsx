import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

import type { PageMeta } from '@/api/page';
import { useNumberFormat } from '@/i18n/use-number-format';

const PAGE_SIZES = [10, 25, 50];

/** The page size a list starts with. */
export const DEFAULT_PAGE_SIZE = 10;

export type ListPaginationProps = {
  /** The meta of the page shown (its total; null when the server does not count). */
  meta: PageMeta;
  /** The page shown, from 0. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** A new page size; the list goes back to its first page. */
  onPerPageChange: (perPage: number) => void;
};

/** The paging controls under a server list: rows per page, "1–10 of 42" and the page buttons, in
 *  the UI language. */
export function ListPagination({
  meta,
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
      count={meta.total ?? -1}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('admin.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('admin.pagination.displayed', {
          from: format.number(from),
          to: format.number(to),
          count: format.number(count),
        })
      }
      getItemAriaLabel={(type) => t(`admin.pagination.${type}`)}
    />
  );
}
