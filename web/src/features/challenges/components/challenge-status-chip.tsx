import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { ChallengeClaimStatus, ChallengeStatus } from '../api/challenges';

const STATUS_COLOR = {
  draft: 'default',
  active: 'success',
  inactive: 'warning',
  ended: 'default',
  archived: 'default',
} as const;

/** A challenge's status (Borrador, Activo, Inactivo, Terminado, Archivado): active filled, the
 *  others outlined (inactive as a warning). */
export function ChallengeStatusChip({ status }: { status: ChallengeStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`challenges.status.${status}`)}
      current={status === 'active'}
      color={STATUS_COLOR[status]}
    />
  );
}

/** A claim's status: approved filled green, pending a warning, rejected outlined. */
export function ClaimStatusChip({ status }: { status: ChallengeClaimStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`challenges.claimStatus.${status}`)}
      current={status === 'approved'}
      color={status === 'approved' ? 'success' : status === 'pending' ? 'warning' : 'default'}
    />
  );
}
