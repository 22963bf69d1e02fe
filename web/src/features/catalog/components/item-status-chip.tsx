import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbAltOutlined from '@mui/icons-material/DoNotDisturbAltOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';

import type { OrderItemStatus } from '../api/orders';
import { useItemStatusLabels } from '../hooks/use-catalog-labels';

const LOOK: Record<
  OrderItemStatus,
  {
    icon: ReactElement;
    color: 'default' | 'success' | 'warning' | 'info' | 'error';
    filled: boolean;
  }
> = {
  pending: { icon: <HourglassEmptyOutlined />, color: 'default', filled: false },
  processing: { icon: <Inventory2Outlined />, color: 'warning', filled: false },
  shipped: { icon: <LocalShippingOutlined />, color: 'info', filled: false },
  delivered: { icon: <CheckCircleOutlined />, color: 'success', filled: true },
  rejected: { icon: <DoNotDisturbAltOutlined />, color: 'error', filled: false },
};

export type ItemStatusChipProps = { status: OrderItemStatus };

/** An order item's status in a word, with its icon: Pendiente, En preparación, Enviado,
 *  Entregado (filled) or Rechazado. Outlined chips keep the text's colour (the palette's light
 *  colours are too pale for text on white); their border and icon carry the colour. */
export function ItemStatusChip({ status }: ItemStatusChipProps) {
  const labels = useItemStatusLabels();
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      icon={look.icon}
      color={look.color}
      variant={look.filled ? 'filled' : 'outlined'}
      label={labels[status]}
      sx={look.filled ? undefined : { color: 'text.primary' }}
    />
  );
}
