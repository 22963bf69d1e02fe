import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { ApiKeyStatus } from '@/api/api-keys';

const COLORS = { active: 'success', revoked: 'default', expired: 'warning' } as const;

export type KeyStatusChipProps = { status: ApiKeyStatus };

/** activa / revocada / caducada. */
export function KeyStatusChip({ status }: KeyStatusChipProps) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'active' ? 'filled' : 'outlined'}
      color={COLORS[status]}
      label={t(`apiKeys.status.${status}`)}
    />
  );
}
