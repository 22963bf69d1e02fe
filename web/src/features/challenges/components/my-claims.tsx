import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';

import type { ChallengeClaim, ChallengeDetail } from '../api/challenges';
import { useChallengeWords } from '../lib/use-challenge-words';

import { ClaimStatusChip } from './challenge-status-chip';
import { useApprovalsText } from './use-approvals-text';

/** My latest claims in the challenge: when, what it reported, its status ("1 de 2
 *  aprobaciones" while a second approver is missing) and the rejection reason. */
export function MyClaims({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const claims = challenge.my_claims;
  if (claims.length === 0)
    return <Typography color="text.secondary">{t('challenges.mine.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {claims.map((claim) => (
        <ClaimRow key={claim.id} claim={claim} challenge={challenge} />
      ))}
    </Stack>
  );
}

export function ClaimEvidence({ claim }: { claim: ChallengeClaim }) {
  return (
    <>
      {claim.text ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {claim.text}
        </Typography>
      ) : null}
      {claim.link ? (
        <Link
          href={claim.link}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {claim.link}
        </Link>
      ) : null}
      {claim.attachment ? (
        <Link
          href={claim.attachment.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {claim.attachment.name}
        </Link>
      ) : null}
    </>
  );
}

function ClaimRow({ claim, challenge }: { claim: ChallengeClaim; challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const words = useChallengeWords();
  const approvals = useApprovalsText()(claim);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-claim={claim.id}>
      <Stack spacing={0.75}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary">
            <DateText value={claim.created_at} />
            {claim.number !== null ? ` · ${words.amount(challenge, claim.number)}` : null}
            {claim.used_alternative ? ` · ${t('challenges.mine.alternative')}` : null}
          </Typography>
          <ClaimStatusChip status={claim.status} />
        </Stack>
        {approvals ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {approvals}
          </Typography>
        ) : null}
        <ClaimEvidence claim={claim} />
        {claim.status === 'rejected' && claim.reason ? (
          <Typography variant="body2" color="error.main">
            {t('challenges.mine.reason', { reason: claim.reason })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
