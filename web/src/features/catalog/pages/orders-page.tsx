import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadMore } from '@/components/feedback/load-more';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { myOrdersQueryOptions } from '../api/orders';
import { CatalogHeader } from '../components/catalog-header';
import { OrderCard } from '../components/order-card';

/** The member's orders (`/orders`, and `/profile/order`), newest first, each with its items'
 *  status and codes; a page at a time. */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.orders.pageTitle'));
  // Read again whenever the screen opens: statuses move while the member is away.
  const query = useInfiniteQuery({ ...myOrdersQueryOptions(), staleTime: 0 });
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto' }}>
      <CatalogHeader title={t('catalog.orders.title')} current="orders" />
      {query.isPending ? (
        <Paper
          variant="outlined"
          role="status"
          aria-label={t('catalog.orders.loading')}
          sx={{ p: 2 }}
        >
          {[0, 1].map((i) => (
            <Stack key={i} sx={{ py: 1 }}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="70%" />
            </Stack>
          ))}
        </Paper>
      ) : query.isError && orders.length === 0 ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : orders.length === 0 ? (
        <EmptyState
          icon="🧾"
          title={t('catalog.orders.empty')}
          body={t('catalog.orders.emptyBody')}
          action={
            <Button component={RouterLink} to={paths.catalog} variant="contained">
              {t('catalog.cart.browse')}
            </Button>
          }
        />
      ) : (
        <Stack spacing={2}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
          <LoadMore query={query} label={t('catalog.orders.loadMore')} />
        </Stack>
      )}
    </Stack>
  );
}
