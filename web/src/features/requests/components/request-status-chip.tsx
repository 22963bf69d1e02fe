import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { RequestStatus } from '../api/requests';

const COLOR = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
  cancelled: 'default',
} as const;

/** A request's state: Pendiente, Aprobada, Rechazada or Cancelada. */
export function RequestStatusChip({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`requests.status.${status}`)}
      current={status === 'approved' || status === 'pending'}
      color={COLOR[status]}
    />
  );
}
