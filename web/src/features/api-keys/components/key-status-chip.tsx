import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { ApiKeyStatus } from '../api/api-keys';

const COLORS = { active: 'success', revoked: 'default', expired: 'warning' } as const;

export type KeyStatusChipProps = { status: ApiKeyStatus };

/** Activa / Revocada / Vencida. */
export function KeyStatusChip({ status }: KeyStatusChipProps) {
  const { t } = useTranslation();
  return (
    <StatusChip
      current={status === 'active'}
      color={COLORS[status]}
      label={t(`apiKeys.status.${status}`)}
    />
  );
}
