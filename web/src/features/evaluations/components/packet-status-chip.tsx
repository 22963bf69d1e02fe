import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { PacketStatus } from '../api/types';

/** A packet's state as a chip, in words ("Calibrada", "Compartida", "Leída"). */
export function PacketStatusChip({ status }: { status: PacketStatus }) {
  const { t } = useTranslation();
  const done = status === 'shared' || status === 'acknowledged';
  return (
    <StatusChip
      label={t(`evaluations.packetStatus.${status}`)}
      current={done}
      color={done ? 'success' : status === 'calibrated' ? 'warning' : 'default'}
    />
  );
}
