import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type PaginationItem =
  'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/** The names of a Pagination's buttons in the UI language. */
export function usePageAria(): (type: PaginationItem, page: number | null) => string {
  const { t } = useTranslation();
  return useCallback(
    (type: PaginationItem, page: number | null) => {
      if (type === 'first') return t('events.page.pageAria.first');
      if (type === 'last') return t('events.page.pageAria.last');
      if (type === 'next') return t('events.page.pageAria.next');
      if (type === 'previous') return t('events.page.pageAria.previous');
      return t('events.page.pageNumber', { page: page ?? '' });
    },
    [t],
  );
}
