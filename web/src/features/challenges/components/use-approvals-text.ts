import { useTranslation } from 'react-i18next';

import type { ChallengeClaim } from '../api/challenges';

/** "1 de 2 aprobaciones" for a pending claim under four eyes, else nothing. */
export function useApprovalsText() {
  const { t } = useTranslation();
  return (claim: Pick<ChallengeClaim, 'status' | 'approvals_needed' | 'approvals_done'>) =>
    claim.status === 'pending' && claim.approvals_needed > 1
      ? t('challenges.claims.approvals', {
          done: claim.approvals_done,
          needed: claim.approvals_needed,
        })
      : null;
}
