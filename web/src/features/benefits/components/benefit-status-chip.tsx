import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { BenefitStatus } from '../api/admin-benefits';

const COLOR = { draft: 'warning', published: 'success', archived: 'default' } as const;

/** A benefit's state in the console: Borrador, Publicado or Archivado. */
export function BenefitStatusChip({ status }: { status: BenefitStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`benefits.admin.statusName.${status}`)}
      current={status === 'published'}
      color={COLOR[status]}
    />
  );
}
