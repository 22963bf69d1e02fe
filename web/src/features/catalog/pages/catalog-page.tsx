import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { PointBalances } from '@/components/points/point-balances';
import { productCategoriesQueryOptions } from '@/lib/calls/catalog';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';

import { cartQueryOptions } from '../api/cart';
import { productsQueryOptions } from '../api/products';
import { CatalogFilters } from '../components/catalog-filters';
import { CatalogHeader } from '../components/catalog-header';
import { CatalogPagination } from '../components/catalog-pagination';
import { FeaturedStrip } from '../components/featured-strip';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import {
  catalogParams,
  catalogStateFrom,
  hasCatalogFilters,
  toProductFilters,
  type CatalogFilterValues,
} from '../lib/catalog-filters';

/** The rewards catalog (`/catalog`): the member's balances, the featured products on top, then
 *  the other products they may see with their filters and order ("what I can afford" among
 *  them), a page at a time; filtering, the list covers the featured products too. The filters and the page live
 *  in the address, so a product's page leads back to the same list. */
export function CatalogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.pageTitle'));
  const listTitleId = useId();
  const [params, setParams] = useSearchParams();
  const { values, page } = catalogStateFrom(params);
  const cart = useQuery(cartQueryOptions());
  const categories = useQuery(productCategoriesQueryOptions());
  const balance = cart.data?.balance;

  // What is typed is asked for once the typing pauses.
  const q = useDebouncedValue(values.q);
  const valueFrom = useDebouncedValue(values.valueFrom);
  const valueTo = useDebouncedValue(values.valueTo);
  // The featured products are on top while nothing narrows the list: the list leaves them out.
  const filtering = hasCatalogFilters(values);
  const strip = !filtering && page === 1;
  const filters = {
    ...toProductFilters({ ...values, q, valueFrom, valueTo }, balance),
    ...(filtering ? {} : { featured: false }),
  };
  const products = useQuery({
    ...productsQueryOptions(filters, page),
    // "What I can afford" waits for the balance it is capped at.
    enabled: values.affordable !== '1' || balance !== undefined,
  });

  // flushSync: the fields show what the address holds, so the address is rendered at once, not
  // in a transition; otherwise a keystroke or a second filter changed before that render would
  // build on the old address and drop the first change.
  const show = (next: CatalogFilterValues, nextPage = 1) =>
    setParams(catalogParams(next, nextPage), { replace: nextPage === page, flushSync: true });
  const clear = () => setParams({}, { replace: true });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <CatalogHeader title={t('catalog.title')} current="catalog" />
      <PointBalances size="compact" />
      {strip ? <FeaturedStrip balance={balance} /> : null}
      <Stack component="section" aria-labelledby={listTitleId} spacing={2}>
        <Typography id={listTitleId} variant="h2">
          {t('catalog.all.title')}
        </Typography>
        <CatalogFilters
          value={values}
          categories={categories.data ?? []}
          onChange={(next) => show(next)}
          onClear={clear}
        />
        {products.isPending ? (
          <ProductGridSkeleton label={t('catalog.all.loading')} />
        ) : products.isError && !products.data ? (
          <LoadError
            error={products.error}
            onRetry={() => void products.refetch()}
            retrying={products.isFetching}
          />
        ) : products.data.items.length === 0 ? (
          filtering ? (
            <EmptyState
              icon="🔎"
              title={t('catalog.all.noMatch')}
              body={t('catalog.all.noMatchBody')}
              action={<Button onClick={clear}>{t('catalog.filters.clear')}</Button>}
            />
          ) : (
            <EmptyState
              icon="🎁"
              title={t('catalog.all.empty')}
              body={t('catalog.all.emptyBody')}
            />
          )
        ) : (
          <>
            <ProductGrid
              products={products.data.items}
              label={t('catalog.all.listLabel')}
              balance={balance}
              busy={products.isFetching}
            />
            <CatalogPagination
              meta={products.data.meta}
              page={page}
              onChange={(next) => show(values, next)}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}
