import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { useNumberFormat } from '@/i18n/use-number-format';

import { ADMIN_PAGE_SIZE, managedProgramsQueryOptions } from '../api/admin-programs';
import type { Program } from '../api/programs';
import { usePeriodText } from '../components/program-period';
import { ProgramStatusChip } from '../components/program-status-chip';

import { LifecycleActions } from './lifecycle-actions';

export type ProgramsListProps = {
  isAdmin: boolean;
  onCreate: () => void;
  onOpen: (programId: number) => void;
};

/** The programs the caller manages, new first: status, period, evidence waiting and budget
 *  spent; each opened, activated, paused, closed or deleted from here. */
export function ProgramsList({ isAdmin, onCreate, onOpen }: ProgramsListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const periodText = usePeriodText();
  const { page, perPage, controls } = useListPaging(ADMIN_PAGE_SIZE);
  const list = useQuery(managedProgramsQueryOptions(page, perPage));
  const create = isAdmin ? (
    <Button variant="contained" onClick={onCreate}>
      {t('programs.admin.new')}
    </Button>
  ) : null;
  return (
    <Stack spacing={2}>
      {create ? <div>{create}</div> : null}
      <ResourceTable
        tableId="programs-admin"
        query={list}
        rows={(data) => data.items}
        rowKey={(program: Program) => program.id}
        rowProps={(program) => ({ 'data-program': String(program.id) })}
        label={t('programs.admin.list.label')}
        loadingLabel={t('programs.admin.list.loading')}
        empty={
          <EmptyState
            icon="🎯"
            title={t('programs.admin.list.empty')}
            body={t(isAdmin ? 'programs.admin.list.emptyBody' : 'programs.admin.list.emptyOwner')}
            action={create}
          />
        }
        columns={[
          {
            key: 'title',
            header: t('programs.admin.list.columns.title'),
            rowHeader: true,
            cellStyle: { minWidth: 180, overflowWrap: 'anywhere' },
            render: (program) => (
              <Link
                component="button"
                type="button"
                onClick={() => onOpen(program.id)}
                sx={{ textAlign: 'left' }}
              >
                {program.title}
              </Link>
            ),
          },
          {
            key: 'status',
            header: t('programs.admin.list.columns.status'),
            render: (program) => <ProgramStatusChip status={program.status} />,
          },
          {
            key: 'period',
            header: t('programs.admin.list.columns.period'),
            render: (program) => periodText(program) ?? '—',
          },
          {
            key: 'pending',
            header: t('programs.admin.list.columns.pending'),
            align: 'right',
            render: (program) => format.number(program.pending_count),
          },
          {
            key: 'budget',
            header: t('programs.admin.list.columns.budget'),
            nowrap: true,
            render: (program) =>
              program.budget_points === null
                ? t('programs.admin.list.noCap', { spent: format.number(program.budget_spent) })
                : t('programs.admin.list.spentOf', {
                    spent: format.number(program.budget_spent),
                    total: format.number(program.budget_points),
                  }),
          },
        ]}
        actions={{
          header: t('programs.admin.list.columns.actions'),
          render: (program) => (
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
            >
              <Button size="small" onClick={() => onOpen(program.id)}>
                {t('programs.admin.list.open')}
              </Button>
              <LifecycleActions program={program} isAdmin={isAdmin} />
            </Stack>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
    </Stack>
  );
}
