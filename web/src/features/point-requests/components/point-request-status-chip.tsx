import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbAltOutlined from '@mui/icons-material/DoNotDisturbAltOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import type { PointRequestStatus } from '../api/point-requests';

const LOOK: Record<
  PointRequestStatus,
  { icon: ReactElement; color: 'success' | 'warning' | 'error'; filled: boolean }
> = {
  pending: { icon: <HourglassEmptyOutlined />, color: 'warning', filled: false },
  approved: { icon: <CheckCircleOutlined />, color: 'success', filled: true },
  rejected: { icon: <DoNotDisturbAltOutlined />, color: 'error', filled: false },
};

export type PointRequestStatusChipProps = { status: PointRequestStatus };

/** A request's status in a word, with its icon: Pendiente, Aprobada (filled) or Rechazada.
 *  Outlined chips keep the text's colour (the palette's light colours are too pale for text on
 *  white); their border and icon carry the colour. */
export function PointRequestStatusChip({ status }: PointRequestStatusChipProps) {
  const { t } = useTranslation();
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      icon={look.icon}
      color={look.color}
      variant={look.filled ? 'filled' : 'outlined'}
      label={t(`pointRequests.status.${status}`)}
      sx={look.filled ? undefined : { color: 'text.primary' }}
      data-status={status}
    />
  );
}
