import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';

import { ADMIN_PAGE_SIZE, challengeClaimsQueryOptions } from '../api/admin-challenges';
import { CLAIM_STATUSES, type ChallengeClaim, type ChallengeClaimStatus } from '../api/challenges';
import { ClaimStatusChip } from '../components/challenge-status-chip';
import { ClaimEvidence } from '../components/my-claims';
import { useApprovalsText } from '../components/use-approvals-text';
import { useChallengeWords } from '../lib/use-challenge-words';

import { DecideClaimDialog } from './decide-claim-dialog';

type Deciding = { claim: ChallengeClaim; decision: 'approve' | 'reject' };

/** A challenge's claims (admins, approvers), pending first by default: who, the evidence or the
 *  number, when, where each stands ("1 de 2 aprobaciones"); a pending one the caller may decide
 *  is approved or rejected here as in the approvals inbox. */
export function ClaimsTable({ challengeId }: { challengeId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const words = useChallengeWords();
  const approvalsText = useApprovalsText();
  const [status, setStatus] = useState<ChallengeClaimStatus | null>('pending');
  const { page, perPage, setPage, controls } = useListPaging(ADMIN_PAGE_SIZE);
  const list = useQuery(challengeClaimsQueryOptions(challengeId, status, page, perPage));
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  return (
    <Stack spacing={2}>
      <SelectInput
        id={`${id}-status`}
        label={t('challenges.admin.claims.filter')}
        value={status ?? ''}
        onChange={(event) => {
          setStatus((event.target.value || null) as ChallengeClaimStatus | null);
          setPage(0);
        }}
        options={[
          ...CLAIM_STATUSES.map((value) => ({
            value,
            label: t(`challenges.claimStatus.${value}`),
          })),
          { value: '', label: t('challenges.admin.claims.all') },
        ]}
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
      <ResourceTable
        tableId="challenge-claims"
        query={list}
        rows={(data) => data.items}
        rowKey={(claim: ChallengeClaim) => claim.id}
        rowProps={(claim) => ({ 'data-claim': String(claim.id) })}
        label={t('challenges.admin.claims.label')}
        loadingLabel={t('challenges.admin.claims.loading')}
        empty={<EmptyState icon="📭" title={t('challenges.admin.claims.empty')} />}
        columns={[
          {
            key: 'person',
            header: t('challenges.admin.claims.columns.person'),
            rowHeader: true,
            render: (claim) => claim.person.full_name,
          },
          {
            key: 'evidence',
            header: t('challenges.admin.claims.columns.evidence'),
            cellStyle: { minWidth: 200, maxWidth: 360, overflowWrap: 'anywhere' },
            render: (claim) => (
              <Stack spacing={0.5}>
                {claim.number !== null ? (
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {words.amount({ ...claim.challenge, product_event: null }, claim.number)}
                  </Typography>
                ) : null}
                <ClaimEvidence claim={claim} />
                {claim.used_alternative ? (
                  <Typography variant="caption">{t('challenges.mine.alternative')}</Typography>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'date',
            header: t('challenges.admin.claims.columns.date'),
            nowrap: true,
            render: (claim) => <DateText value={claim.created_at} />,
          },
          {
            key: 'status',
            header: t('challenges.admin.claims.columns.status'),
            cellStyle: { minWidth: 140, maxWidth: 260 },
            render: (claim) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <ClaimStatusChip status={claim.status} />
                {approvalsText(claim) ? (
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {approvalsText(claim)}
                  </Typography>
                ) : null}
                {claim.reviewer ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('challenges.admin.claims.by', { name: claim.reviewer.full_name })}
                  </Typography>
                ) : null}
                {claim.status === 'rejected' && claim.reason ? (
                  <Typography variant="caption">{claim.reason}</Typography>
                ) : null}
              </Stack>
            ),
          },
        ]}
        actions={{
          header: t('challenges.admin.claims.columns.actions'),
          render: (claim) =>
            claim.can_decide ? (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  size="small"
                  variant="contained"
                  aria-label={t('challenges.admin.claims.approveOne', {
                    name: claim.person.full_name,
                  })}
                  onClick={() => setDeciding({ claim, decision: 'approve' })}
                >
                  {t('challenges.admin.claims.approve')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  aria-label={t('challenges.admin.claims.rejectOne', {
                    name: claim.person.full_name,
                  })}
                  onClick={() => setDeciding({ claim, decision: 'reject' })}
                >
                  {t('challenges.admin.claims.reject')}
                </Button>
              </Stack>
            ) : null,
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
      {deciding ? (
        <DecideClaimDialog
          claim={deciding.claim}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Stack>
  );
}
