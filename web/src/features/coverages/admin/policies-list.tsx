import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';

import { adminPoliciesQueryOptions, type CoveragePolicyAdmin } from '../api/admin-coverages';
import { PolicyStatusChip } from '../components/policy-status-chip';
import { useCoverageFormat } from '../lib/coverage-words';

export type PoliciesListProps = { onCreate: () => void; onOpen: (policyId: number) => void };

/** Every policy (drafts and published): insurer and plan, kind, validity, who it covers and how
 *  many services its table has; each opened from here. */
export function PoliciesList({ onCreate, onOpen }: PoliciesListProps) {
  const { t } = useTranslation();
  const words = useCoverageFormat();
  const list = useQuery(adminPoliciesQueryOptions());
  const create = (
    <Button variant="contained" onClick={onCreate}>
      {t('coverages.admin.new')}
    </Button>
  );
  const name = (policy: CoveragePolicyAdmin) => `${policy.insurer} · ${policy.plan_name}`;
  return (
    <Stack spacing={2}>
      <div>{create}</div>
      <ResourceTable
        tableId="coverages-admin"
        query={list}
        rows={(data) => data}
        rowKey={(policy: CoveragePolicyAdmin) => policy.id}
        label={t('coverages.admin.list.label')}
        loadingLabel={t('coverages.admin.list.loading')}
        empty={
          <EmptyState
            icon="🛡️"
            title={t('coverages.admin.list.empty')}
            body={t('coverages.admin.list.emptyBody')}
            action={create}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('coverages.admin.list.columns.name'),
            rowHeader: true,
            sortValue: (policy) => name(policy).toLowerCase(),
            cellStyle: { minWidth: 200 },
            render: (policy) => (
              <Link
                component="button"
                type="button"
                title={name(policy)}
                onClick={() => onOpen(policy.id)}
                sx={{
                  display: 'block',
                  maxWidth: 320,
                  overflow: 'hidden',
                  textAlign: 'left',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {name(policy)}
              </Link>
            ),
          },
          {
            key: 'status',
            header: t('coverages.admin.list.columns.status'),
            sortValue: (policy) => policy.status,
            render: (policy) => <PolicyStatusChip status={policy.status} />,
          },
          {
            key: 'kind',
            header: t('coverages.admin.list.columns.kind'),
            sortValue: (policy) => policy.kind,
            render: (policy) => words.kind(policy.kind),
          },
          {
            key: 'validity',
            header: t('coverages.admin.list.columns.validity'),
            sortValue: (policy) => policy.ends_on,
            render: (policy) =>
              t('coverages.admin.list.validity', {
                from: words.day(policy.starts_on),
                to: words.day(policy.ends_on),
              }),
          },
          {
            key: 'audience',
            header: t('coverages.admin.list.columns.audience'),
            render: (policy) =>
              policy.audience.everyone
                ? t('coverages.admin.list.everyone')
                : t('coverages.admin.list.someone'),
          },
          {
            key: 'rows',
            header: t('coverages.admin.list.columns.rows'),
            align: 'right' as const,
            sortValue: (policy) => policy.rows.length,
            render: (policy) => String(policy.rows.length),
          },
        ]}
        actions={{
          header: t('coverages.admin.list.columns.actions'),
          render: (policy) => (
            <Button
              size="small"
              onClick={() => onOpen(policy.id)}
              aria-label={t('coverages.admin.list.editLabel', { name: name(policy) })}
            >
              {t('coverages.admin.list.edit')}
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
