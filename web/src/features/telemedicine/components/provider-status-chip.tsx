import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { TelemedicineStatus } from '../api/admin-telemedicine';

const COLOR = { draft: 'warning', published: 'success', archived: 'default' } as const;

/** A provider's state in the console: Borrador, Publicado or Archivado. */
export function ProviderStatusChip({ status }: { status: TelemedicineStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`telemedicine.admin.statusName.${status}`)}
      current={status === 'published'}
      color={COLOR[status]}
    />
  );
}
