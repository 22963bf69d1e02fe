import { useState } from 'react';

import { DEFAULT_PAGE_SIZE, type ListPaginationProps } from './list-pagination';

/** The page and page size of a server list, and the controls' props for ListPagination: a new
 *  page size goes back to the first page. */
export function useListPaging(initialPerPage = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(initialPerPage);
  const controls: Omit<ListPaginationProps, 'meta'> = {
    page,
    perPage,
    onPageChange: setPage,
    onPerPageChange: (next) => {
      setPerPage(next);
      setPage(0);
    },
  };
  return { page, perPage, setPage, controls };
}
