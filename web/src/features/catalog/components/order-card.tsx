import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';

import type { Order, OrderItem } from '../api/orders';
import { usePointsText } from '../hooks/use-points-text';
import { orderPath } from '../lib/catalog-paths';

import { CouponCode } from './coupon-code';
import { ItemStatusChip } from './item-status-chip';
import { OrderGiftFrom, OrderGiftNote } from './order-gift';
import { PointsMoney } from './points-money';

export type OrderCardProps = {
  order: Order;
  /** In a list, the order's number leads to its page; on its page it is the main heading. */
  variant?: 'list' | 'page';
};

/** An order: its number, date and total (with its value in money, when points have one) — or,
 *  for a prize an admin gave, who gave it and their note instead —, and each item with its units,
 *  its status (and why it was rejected) and, once delivered, its codes to copy. */
export function OrderCard({ order, variant = 'list' }: OrderCardProps) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const titleId = useId();
  const title = t('catalog.orders.number', { id: order.id });
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-order={String(order.id)}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography
            id={titleId}
            variant={variant === 'page' ? 'h1' : 'h2'}
            component={variant === 'page' ? 'h1' : 'h2'}
          >
            {variant === 'list' ? (
              <Link component={RouterLink} to={orderPath(order.id)} underline="hover">
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          <Typography color="text.secondary">
            <DateText value={order.created_at} />
            <Box component="span" aria-hidden>
              {' · '}
            </Box>
            {order.gift ? (
              <OrderGiftFrom gift={order.gift} />
            ) : (
              <>
                {t('catalog.orders.total', { points: pointsText(order.total) })}
                <PointsMoney points={order.total} />
              </>
            )}
          </Typography>
        </Stack>
        {order.gift ? <OrderGiftNote gift={order.gift} /> : null}
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {order.items.map((item) => (
            <OrderItemRow key={item.id} item={item} gift={order.gift !== null} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** An item; a gift's shows no price (nobody paid it) and a rejected one refunds nothing. */
function OrderItemRow({ item, gift }: { item: OrderItem; gift: boolean }) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  return (
    <Box
      component="li"
      data-order-item={String(item.id)}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {t('catalog.orders.itemName', { name: item.name, count: item.quantity })}
            </Typography>
            {gift ? null : (
              <Typography variant="body2" color="text.secondary">
                {pointsText(item.points * item.quantity)}
              </Typography>
            )}
          </Box>
          <ItemStatusChip status={item.status} />
        </Stack>
        {item.status === 'rejected' && item.reason ? (
          <Typography variant="body2">
            {t('catalog.orders.rejectedReason', { reason: item.reason })}
          </Typography>
        ) : null}
        {item.status === 'rejected' && !gift ? (
          <Typography variant="body2" color="text.secondary">
            {t('catalog.orders.refunded')}
          </Typography>
        ) : null}
        {item.codes.length > 0 ? (
          <Stack
            spacing={1}
            aria-label={t('catalog.orders.codes', { name: item.name })}
            role="group"
          >
            {item.codes.map((code) => (
              <CouponCode key={code} code={code} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
