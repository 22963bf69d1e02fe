import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { statusOf } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { parseWholeNumber } from '@/lib/whole-number';

import { orderQueryOptions } from '../api/orders';
import { OrderCard } from '../components/order-card';

/** The order id of the address, or null when it cannot be one. */
function parseId(raw: string | undefined): number | null {
  const id = parseWholeNumber(raw ?? '');
  return id !== null && id > 0 ? id : null;
}

/** One order (`/orders/:id`, where the checkout and the order_status and product_gift
 *  notifications lead): its items with their status, the reason of a rejection and the codes of
 *  delivered ones, and who gave it when it is a prize. */
export function OrderPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  useDocumentTitle(t('catalog.orders.detailTitle'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto' }}>
      <Link component={RouterLink} to={paths.orders} underline="hover" sx={{ alignSelf: 'start' }}>
        {t('catalog.orders.back')}
      </Link>
      {id === null ? <NotFound /> : <OrderDetail key={id} id={id} />}
    </Stack>
  );
}

function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  // Read again whenever it opens: its status is what the member comes for.
  const query = useQuery({ ...orderQueryOptions(id), staleTime: 0 });
  if (query.isPending) {
    return (
      <Paper
        variant="outlined"
        role="status"
        aria-label={t('catalog.orders.loadingOne')}
        sx={{ p: 3 }}
      >
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />
      </Paper>
    );
  }
  if (query.isError) {
    const status = statusOf(query.error);
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <OrderCard order={query.data} variant="page" />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="🔎"
      title={t('catalog.orders.notFound')}
      body={t('catalog.orders.notFoundBody')}
    />
  );
}
