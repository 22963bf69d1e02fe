import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { CoveragePolicyStatus } from '../api/admin-coverages';

/** A policy's state in the console: Borrador or Publicada. */
export function PolicyStatusChip({ status }: { status: CoveragePolicyStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`coverages.admin.statusName.${status}`)}
      current={status === 'published'}
      color={status === 'published' ? 'success' : 'warning'}
    />
  );
}
