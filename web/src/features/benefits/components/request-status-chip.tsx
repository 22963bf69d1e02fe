import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { BenefitRequestStatus } from '../api/benefits';

const COLOR = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
  cancelled: 'default',
} as const;

/** A request's state: Pendiente, Aprobada, Rechazada or Cancelada. */
export function RequestStatusChip({ status }: { status: BenefitRequestStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`benefits.requestStatus.${status}`)}
      current={status === 'approved' || status === 'pending'}
      color={COLOR[status]}
    />
  );
}
