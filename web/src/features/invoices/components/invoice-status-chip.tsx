import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { InvoiceStatus } from '../api/invoices';

const COLOR = {
  submitted: 'warning',
  approved: 'success',
  rejected: 'default',
  paid: 'success',
  withdrawn: 'default',
} as const;

/** An invoice's state: En revisión, Aprobada, Rechazada, Pagada or Retirada. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`invoices.status.${status}`)}
      current={status !== 'rejected' && status !== 'withdrawn'}
      color={COLOR[status]}
    />
  );
}
