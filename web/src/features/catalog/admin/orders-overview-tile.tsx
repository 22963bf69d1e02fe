import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { Page } from '@/api/page';
import {
  OverviewCard,
  OverviewFigure,
  OverviewStats,
  type OverviewQuery,
} from '@/components/layout/overview-card';
import { useNumberFormat } from '@/i18n/use-number-format';
import { adminSectionPath } from '@/lib/modules/admin-sections';

import { orgOrdersQueryOptions } from '../api/admin-orders';

import { ordersStatusPath } from './order-filter-values';

type OrdersToFulfil = { pending: number; processing: number };

const total = (page: Page<unknown>) => page.meta.total ?? page.items.length;

/** The console's overview tile of orders to fulfil: how many orders hold an item still pending,
 *  and how many one being prepared (each the list's total, read with a page of one); it leads to
 *  the console's orders, showing the pending ones. */
export function OrdersOverviewTile() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const pending = useQuery(orgOrdersQueryOptions({ status: 'pending' }, 1, 1));
  const processing = useQuery(orgOrdersQueryOptions({ status: 'processing' }, 1, 1));
  const query: OverviewQuery<OrdersToFulfil> = {
    isPending: pending.isPending || processing.isPending,
    isError: pending.isError || processing.isError,
    error: pending.error ?? processing.error,
    isFetching: pending.isFetching || processing.isFetching,
    data:
      pending.data && processing.data
        ? { pending: total(pending.data), processing: total(processing.data) }
        : undefined,
    refetch: () => Promise.all([pending.refetch(), processing.refetch()]),
  };
  return (
    <OverviewCard
      title={t('catalog.ordersAdmin.overview.title')}
      icon={<LocalShippingOutlined fontSize="small" />}
      query={query}
      loadingLabel={t('catalog.ordersAdmin.overview.loading')}
      link={{
        to: ordersStatusPath(adminSectionPath({ segment: 'orders' }), 'pending'),
        label: t('catalog.ordersAdmin.overview.link'),
      }}
      data-testid="overview-orders"
    >
      {(data) => (
        <>
          {data.pending === 0 ? (
            <Typography color="text.secondary">{t('catalog.ordersAdmin.overview.none')}</Typography>
          ) : (
            <OverviewFigure
              value={format.number(data.pending)}
              label={t('catalog.ordersAdmin.overview.pending', { count: data.pending })}
            />
          )}
          <OverviewStats
            stats={[
              {
                key: 'processing',
                label: t('catalog.ordersAdmin.overview.processing'),
                value: format.number(data.processing),
              },
            ]}
          />
        </>
      )}
    </OverviewCard>
  );
}
