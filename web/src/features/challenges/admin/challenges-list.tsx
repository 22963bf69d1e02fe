import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import { ADMIN_PAGE_SIZE, managedChallengesQueryOptions } from '../api/admin-challenges';
import { CHALLENGE_STATUSES, type Challenge, type ChallengeStatus } from '../api/challenges';
import { ChallengeStatusChip } from '../components/challenge-status-chip';
import { useChallengeWords } from '../lib/use-challenge-words';

import { LifecycleActions } from './lifecycle-actions';

export type ChallengesListProps = { onCreate: () => void; onOpen: (challengeId: number) => void };

/** Every challenge, new first (archived ones behind "Archivados"): status, goal, period,
 *  participants and claims waiting; each opened, activated, switched off and on, ended or
 *  archived from here. */
export function ChallengesList({ onCreate, onOpen }: ChallengesListProps) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const words = useChallengeWords();
  const [status, setStatus] = useState<ChallengeStatus | null>(null);
  const { page, perPage, setPage, controls } = useListPaging(ADMIN_PAGE_SIZE);
  const list = useQuery(managedChallengesQueryOptions(status, page, perPage));
  const create = (
    <Button variant="contained" onClick={onCreate}>
      {t('challenges.admin.new')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>{create}</div>
        <SelectInput
          id={`${id}-status`}
          label={t('challenges.admin.list.filter')}
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || null) as ChallengeStatus | null);
            setPage(0);
          }}
          options={[
            { value: '', label: t('challenges.admin.list.all') },
            ...CHALLENGE_STATUSES.map((value) => ({
              value,
              label: t(`challenges.admin.list.statuses.${value}`),
            })),
          ]}
          fullWidth={false}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      <ResourceTable
        tableId="challenges-admin"
        query={list}
        rows={(data) => data.items}
        rowKey={(challenge: Challenge) => challenge.id}
        rowProps={(challenge) => ({ 'data-challenge': String(challenge.id) })}
        label={t('challenges.admin.list.label')}
        loadingLabel={t('challenges.admin.list.loading')}
        empty={
          <EmptyState
            icon="🏁"
            title={t('challenges.admin.list.empty')}
            body={t('challenges.admin.list.emptyBody')}
            action={status === null ? create : undefined}
          />
        }
        columns={[
          {
            key: 'title',
            header: t('challenges.admin.list.columns.title'),
            rowHeader: true,
            cellStyle: { minWidth: 180, overflowWrap: 'anywhere' },
            render: (challenge) => (
              <Link
                component="button"
                type="button"
                onClick={() => onOpen(challenge.id)}
                sx={{ textAlign: 'left' }}
              >
                {challenge.title}
              </Link>
            ),
          },
          {
            key: 'status',
            header: t('challenges.admin.list.columns.status'),
            render: (challenge) => <ChallengeStatusChip status={challenge.status} />,
          },
          {
            key: 'goal',
            header: t('challenges.admin.list.columns.goal'),
            cellStyle: { minWidth: 160 },
            render: (challenge) => words.goal(challenge),
          },
          {
            key: 'period',
            header: t('challenges.admin.list.columns.period'),
            render: (challenge) => words.period(challenge),
          },
          {
            key: 'participants',
            header: t('challenges.admin.list.columns.participants'),
            align: 'right',
            render: (challenge) => format.number(challenge.participants),
          },
          {
            key: 'pending',
            header: t('challenges.admin.list.columns.pending'),
            align: 'right',
            render: (challenge) => format.number(challenge.pending_count),
          },
        ]}
        actions={{
          header: t('challenges.admin.list.columns.actions'),
          render: (challenge) => (
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
            >
              <Button size="small" onClick={() => onOpen(challenge.id)}>
                {t('challenges.admin.list.open')}
              </Button>
              <LifecycleActions challenge={challenge} />
            </Stack>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
    </Stack>
  );
}
