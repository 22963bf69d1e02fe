import DoNotDisturbAltOutlined from '@mui/icons-material/DoNotDisturbAltOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { TableSort } from '@/components/data/data-table';
import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  exportOrdersMutation,
  ORDERS_EXPORT_FILE_NAME,
  orgOrdersQueryOptions,
  setItemStatusMutation,
  type OrderFilters as OrderListFilters,
} from '../api/admin-orders';
import { productChoicesQueryOptions } from '../api/admin-products';
import type { Order, OrderItem, OrderItemStatus } from '../api/orders';
import { ItemStatusChip } from '../components/item-status-chip';
import { OrderGiftFrom, OrderGiftNote } from '../components/order-gift';
import { useItemStatusLabels } from '../hooks/use-catalog-labels';
import { canReject, nextStatus } from '../lib/item-status';

import { BulkOrderActions } from './bulk-order-actions';
import {
  EMPTY_ORDER_FILTERS,
  ORDER_STATUS_PARAM,
  statusFromParam,
  toOrderFilters,
  type OrderFilterValues,
} from './order-filter-values';
import { OrderFilters } from './order-filters';
import { RejectItemDialog } from './reject-item-dialog';

/** One row of the list: an item of an order. */
type ItemRow = { order: Order; item: OrderItem };

/** The items of the orders shown that match the status and product filters (an order may hold
 *  others). */
function itemRows(orders: readonly Order[], filters: OrderFilterValues): ItemRow[] {
  const product = filters.product ? Number(filters.product) : null;
  return orders.flatMap((order) =>
    order.items
      .filter(
        (item) =>
          (!filters.status || item.status === filters.status) &&
          (product === null || item.product_id === product),
      )
      .map((item) => ({ order, item })),
  );
}

/** The console's orders section: the organisation's orders, newest first, an item a row, with
 *  their filters (the status one kept in the address, `?status=pending`); each item moves forward
 *  one status at a time or is rejected with a reason, and "Exportar .xlsx" downloads every item
 *  the filters match. */
export function OrdersAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.ordersAdmin.title'));
  const format = useNumberFormat();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilterValues>(() => ({
    ...EMPTY_ORDER_FILTERS,
    status: statusFromParam(params.get(ORDER_STATUS_PARAM)),
  }));
  const { page, perPage, setPage, controls: paging } = useListPaging();
  // Sorted on the server by date (the order column): the order spans every page. The export
  // keeps the list's own order.
  const [sort, setSort] = useState<TableSort>(null);
  const requestFilters = toOrderFilters(filters);
  const listed: OrderListFilters = sort
    ? { ...requestFilters, order: sort.desc ? 'desc' : 'asc' }
    : requestFilters;
  const list = useQuery(orgOrdersQueryOptions(listed, page + 1, perPage));
  const products = useQuery(productChoicesQueryOptions());
  const [rejecting, setRejecting] = useState<ItemRow | null>(null);

  const handleFilters = (next: OrderFilterValues) => {
    if (next.status !== filters.status) {
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          if (next.status) kept.set(ORDER_STATUS_PARAM, next.status);
          else kept.delete(ORDER_STATUS_PARAM);
          return kept;
        },
        { replace: true },
      );
    }
    setFilters(next);
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('catalog.ordersAdmin.title')}
        description={t('catalog.ordersAdmin.description')}
        action={
          <DownloadButton
            mutation={exportOrdersMutation(requestFilters)}
            fileName={ORDERS_EXPORT_FILE_NAME}
            label={t('catalog.ordersAdmin.export')}
            icon={<FileDownloadOutlined />}
          />
        }
      />
      <OrderFilters value={filters} products={products.data ?? []} onChange={handleFilters} />
      <ResourceTable
        query={list}
        rows={(data) => itemRows(data.items, filters)}
        rowKey={(row: ItemRow) => row.item.id}
        tableId="orders"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        selection={{
          canSelect: ({ item }) => nextStatus(item.status) !== null,
          rowLabel: ({ order, item }) =>
            t('catalog.ordersAdmin.bulk.select', { name: item.name, id: order.id }),
          actions: (selected, clear) => (
            <BulkOrderActions items={selected.map((row) => row.item)} onDone={clear} />
          ),
        }}
        rowProps={(row) => ({
          'data-order-item': String(row.item.id),
          'data-order': String(row.order.id),
        })}
        label={t('catalog.ordersAdmin.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🧾"
            title={t('catalog.ordersAdmin.empty')}
            body={t('catalog.ordersAdmin.emptyBody')}
          />
        }
        columns={[
          {
            key: 'order',
            header: t('catalog.ordersAdmin.columns.order'),
            nowrap: true,
            sortable: true,
            render: ({ order }) => (
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {t('catalog.orders.number', { id: order.id })}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  <DateText value={order.created_at} />
                </Typography>
              </>
            ),
          },
          {
            key: 'person',
            header: t('catalog.ordersAdmin.columns.person'),
            render: ({ order }) => order.buyer.full_name,
          },
          {
            key: 'product',
            header: t('catalog.ordersAdmin.columns.product'),
            rowHeader: true,
            cellStyle: { maxWidth: 240, overflowWrap: 'anywhere' },
            render: ({ item }) =>
              t('catalog.orders.itemName', { name: item.name, count: item.quantity }),
          },
          {
            key: 'points',
            header: t('catalog.ordersAdmin.columns.points'),
            align: 'right',
            render: ({ order, item }) =>
              order.gift ? (
                <>
                  <OrderGiftFrom gift={order.gift} />
                  <OrderGiftNote gift={order.gift} size="body2" />
                </>
              ) : (
                format.number(item.points * item.quantity)
              ),
          },
          {
            key: 'status',
            header: t('catalog.ordersAdmin.columns.status'),
            cellStyle: { maxWidth: 220, overflowWrap: 'anywhere' },
            render: ({ item }) => (
              <>
                <ItemStatusChip status={item.status} />
                {item.status === 'rejected' && item.reason ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {item.reason}
                  </Typography>
                ) : null}
              </>
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: ({ order, item }) => (
            <ItemActions order={order} item={item} onReject={() => setRejecting({ order, item })} />
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
      {rejecting ? (
        <RejectItemDialog
          item={rejecting.item}
          gift={rejecting.order.gift !== null}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </Stack>
  );
}

type ItemActionsProps = { order: Order; item: OrderItem; onReject: () => void };

/** What can be done with an item: move it to its next status, or reject it; nothing once it is
 *  delivered or rejected. */
function ItemActions({ order, item, onReject }: ItemActionsProps) {
  const { t } = useTranslation();
  const labels = useItemStatusLabels();
  const advance = useToastMutation(setItemStatusMutation(), {
    errorToast: true,
    success: (_order, request) =>
      t('catalog.ordersAdmin.moved', { name: item.name, status: labels[request.status] }),
  });
  const next = nextStatus(item.status);
  if (!next && !canReject(item.status)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('catalog.ordersAdmin.closed')}
      </Typography>
    );
  }
  const subject = { name: item.name, id: order.id };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {next ? (
        <Button
          size="small"
          variant="outlined"
          loading={advance.isPending}
          sx={{ whiteSpace: 'nowrap' }}
          aria-label={t(`catalog.ordersAdmin.advanceLabel.${forward(next)}`, subject)}
          onClick={() => advance.mutate({ itemId: item.id, status: next })}
        >
          {t(`catalog.ordersAdmin.advance.${forward(next)}`)}
        </Button>
      ) : null}
      {canReject(item.status) ? (
        <Button
          size="small"
          color="error"
          startIcon={<DoNotDisturbAltOutlined />}
          disabled={advance.isPending}
          sx={{ whiteSpace: 'nowrap' }}
          aria-label={t('catalog.ordersAdmin.reject.openLabel', subject)}
          onClick={onReject}
        >
          {t('catalog.ordersAdmin.reject.open')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The statuses an item is moved forward to (never back to pending, never to rejected). */
type Forward = Extract<OrderItemStatus, 'processing' | 'shipped' | 'delivered'>;

function forward(status: OrderItemStatus): Forward {
  return status === 'processing' || status === 'shipped' ? status : 'delivered';
}
