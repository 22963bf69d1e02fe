import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

import type { PageMeta } from '@/api/page';

import { pageCount } from '../lib/page-count';

export type CatalogPaginationProps = {
  meta: PageMeta;
  /** The page shown, from 1. */
  page: number;
  onChange: (page: number) => void;
};

/** The catalog's page buttons, in the UI language; nothing when everything fits one page. */
export function CatalogPagination({ meta, page, onChange }: CatalogPaginationProps) {
  const { t } = useTranslation();
  const count = pageCount(meta);
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Pagination
        aria-label={t('catalog.pages.label')}
        count={count}
        page={Math.min(page, count)}
        onChange={(_, next) => onChange(next)}
        siblingCount={0}
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? t(selected ? 'catalog.pages.current' : 'catalog.pages.page', { page: item })
            : type === 'next'
              ? t('catalog.pages.next')
              : type === 'previous'
                ? t('catalog.pages.previous')
                : type === 'first'
                  ? t('catalog.pages.first')
                  : t('catalog.pages.last')
        }
      />
    </Box>
  );
}
