import Box from '@mui/material/Box';
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
import { PersonLink } from '@/components/people/person-link';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  ADMIN_REQUESTS_PAGE_SIZE,
  adminBenefitRequestsQueryOptions,
  adminBenefitsQueryOptions,
  type AdminRequestFilters,
  type BenefitRequestAdmin,
} from '../api/admin-benefits';
import type { BenefitRequestStatus } from '../api/benefits';
import { RequestStatusChip } from '../components/request-status-chip';

const STATUSES: readonly BenefitRequestStatus[] = ['pending', 'approved', 'rejected', 'cancelled'];

/** "Solicitudes": every request, newest first, filtered by status and benefit, paged; who asked,
 *  for what, the points held, who decided and the reason of a rejection. Decisions are taken in
 *  the approvals inbox. */
export function RequestsTable() {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const [filters, setFilters] = useState<AdminRequestFilters>({ status: null, benefitId: null });
  const { page, perPage, setPage, controls } = useListPaging(ADMIN_REQUESTS_PAGE_SIZE);
  const benefits = useQuery(adminBenefitsQueryOptions());
  const list = useQuery(adminBenefitRequestsQueryOptions(filters, page, perPage));
  const change = (next: Partial<AdminRequestFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(0);
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('benefits.admin.requests.intro')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' },
        }}
      >
        <SelectInput
          id={`${id}-status`}
          label={t('benefits.admin.requests.status')}
          value={filters.status ?? ''}
          onChange={(event) =>
            change({ status: (event.target.value || null) as BenefitRequestStatus | null })
          }
          options={[
            { value: '', label: t('benefits.admin.requests.anyStatus') },
            ...STATUSES.map((status) => ({
              value: status,
              label: t(`benefits.requestStatus.${status}`),
            })),
          ]}
        />
        <SelectInput
          id={`${id}-benefit`}
          label={t('benefits.admin.requests.benefit')}
          value={filters.benefitId === null ? '' : String(filters.benefitId)}
          onChange={(event) =>
            change({ benefitId: event.target.value ? Number(event.target.value) : null })
          }
          options={[
            { value: '', label: t('benefits.admin.requests.anyBenefit') },
            ...(benefits.data ?? []).map((benefit) => ({
              value: String(benefit.id),
              label: benefit.title,
            })),
          ]}
        />
      </Box>
      <ResourceTable
        tableId="benefit-requests-admin"
        query={list}
        rows={(data) => data.items}
        rowKey={(request: BenefitRequestAdmin) => request.id}
        rowProps={(request) => ({ 'data-request': String(request.id) })}
        label={t('benefits.admin.requests.label')}
        loadingLabel={t('benefits.admin.requests.loading')}
        empty={
          <EmptyState
            icon="📭"
            title={t('benefits.admin.requests.empty')}
            body={t('benefits.admin.requests.emptyBody')}
          />
        }
        columns={[
          {
            key: 'person',
            header: t('benefits.admin.requests.columns.person'),
            rowHeader: true,
            render: (request) => <PersonLink person={request.person} fontWeight={600} />,
          },
          {
            key: 'benefit',
            header: t('benefits.admin.requests.columns.benefit'),
            cellStyle: { minWidth: 160, overflowWrap: 'anywhere' },
            render: (request) => request.benefit_title,
          },
          {
            key: 'created',
            header: t('benefits.admin.requests.columns.created'),
            nowrap: true,
            render: (request) => <DateText value={request.created_at} />,
          },
          {
            key: 'status',
            header: t('benefits.admin.requests.columns.status'),
            render: (request) => <RequestStatusChip status={request.status} />,
          },
          {
            key: 'points',
            header: t('benefits.admin.requests.columns.points'),
            align: 'right',
            render: (request) => format.number(request.price_points),
          },
          {
            key: 'decided',
            header: t('benefits.admin.requests.columns.decided'),
            cellStyle: { minWidth: 160, overflowWrap: 'anywhere' },
            render: (request) => (
              <Stack spacing={0.25}>
                {request.decided_by ? <span>{request.decided_by.full_name}</span> : null}
                {request.decided_at ? (
                  <Typography variant="body2" color="text.secondary">
                    <DateText value={request.decided_at} />
                  </Typography>
                ) : null}
                {request.reason ? (
                  <Typography variant="body2">
                    {t('benefits.mine.reason', { reason: request.reason })}
                  </Typography>
                ) : null}
                {!request.decided_by && !request.decided_at ? '—' : null}
              </Stack>
            ),
          },
          {
            key: 'note',
            header: t('benefits.admin.requests.columns.note'),
            cellStyle: { minWidth: 160, overflowWrap: 'anywhere' },
            render: (request) => request.note || '—',
          },
        ]}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
    </Stack>
  );
}
