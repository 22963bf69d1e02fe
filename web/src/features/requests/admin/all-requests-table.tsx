import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';
import { PersonLink } from '@/components/people/person-link';

import {
  ADMIN_REQUESTS_PAGE_SIZE,
  adminRequestsQueryOptions,
  adminTypesQueryOptions,
  type AdminFilter,
} from '../api/admin-requests';
import type { RequestItem, RequestStatus } from '../api/requests';
import { OverdueChip } from '../components/overdue-chip';
import { RequestStatusChip } from '../components/request-status-chip';
import { showsStep } from '../lib/chain';
import { useRequestFormat } from '../lib/request-words';
import { requestPath } from '../paths';

const STATUSES: readonly RequestStatus[] = ['pending', 'approved', 'rejected', 'cancelled'];

/** "Solicitudes": every request, newest first, paged; filtered by status and type, or only the
 *  overdue ones ("Vencidas": pending past the type's deadline or their current step's own, of any
 *  type, the most overdue first; the row's chips say which: "Vencida", "Paso vencido"). Each opens
 *  the request, where an admin may decide its step. */
export function AllRequestsTable() {
  const { t } = useTranslation();
  const id = useId();
  const format = useRequestFormat();
  const [filter, setFilter] = useState<AdminFilter>({ status: null, typeId: null });
  const { page, perPage, setPage, controls } = useListPaging(ADMIN_REQUESTS_PAGE_SIZE);
  const types = useQuery(adminTypesQueryOptions());
  const list = useQuery(adminRequestsQueryOptions(filter, page, perPage));
  const overdue = filter.status === 'overdue';
  const change = (next: Partial<AdminFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(0);
  };
  const waiting = (request: RequestItem) =>
    showsStep(request)
      ? request.approver
        ? request.approver.full_name
        : t('requests.approver.admins')
      : '—';
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('requests.admin.all.intro')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' },
        }}
      >
        <SelectInput
          id={`${id}-status`}
          label={t('requests.admin.all.status')}
          value={filter.status ?? ''}
          onChange={(event) =>
            change({ status: (event.target.value || null) as AdminFilter['status'] })
          }
          options={[
            { value: '', label: t('requests.admin.all.anyStatus') },
            ...STATUSES.map((status) => ({ value: status, label: t(`requests.status.${status}`) })),
            { value: 'overdue', label: t('requests.admin.all.overdue') },
          ]}
        />
        <SelectInput
          id={`${id}-type`}
          label={t('requests.admin.all.type')}
          value={overdue || filter.typeId === null ? '' : String(filter.typeId)}
          disabled={overdue}
          helperText={overdue ? t('requests.admin.all.overdueHelp') : undefined}
          onChange={(event) =>
            change({ typeId: event.target.value ? Number(event.target.value) : null })
          }
          options={[
            { value: '', label: t('requests.admin.all.anyType') },
            ...(types.data ?? []).map((type) => ({
              value: String(type.id),
              label: format.typeName(type),
            })),
          ]}
        />
      </Box>
      <ResourceTable
        tableId="requests-admin"
        query={list}
        rows={(data) => data.items}
        rowKey={(request: RequestItem) => request.id}
        rowProps={(request) => ({ 'data-request': String(request.id) })}
        label={t('requests.admin.all.label')}
        loadingLabel={t('requests.admin.all.loading')}
        empty={
          <EmptyState
            icon="📭"
            title={t(overdue ? 'requests.admin.all.emptyOverdue' : 'requests.admin.all.empty')}
            body={t('requests.admin.all.emptyBody')}
          />
        }
        columns={[
          {
            key: 'request',
            header: t('requests.admin.all.columns.request'),
            rowHeader: true,
            cellStyle: { minWidth: 180, overflowWrap: 'anywhere' },
            render: (request) => (
              <Link component={RouterLink} to={requestPath(request.id)} sx={{ fontWeight: 600 }}>
                {format.requestName(request)}
              </Link>
            ),
          },
          {
            key: 'person',
            header: t('requests.admin.all.columns.person'),
            render: (request) =>
              request.person ? <PersonLink person={request.person} fontWeight={400} /> : '—',
          },
          {
            key: 'created',
            header: t('requests.admin.all.columns.created'),
            nowrap: true,
            render: (request) => format.date(request.created_at),
          },
          {
            key: 'status',
            header: t('requests.admin.all.columns.status'),
            render: (request) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <RequestStatusChip status={request.status} />
                {request.step_overdue ? <OverdueChip step /> : null}
                {showsStep(request) ? (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {t('requests.stepOf', {
                      current: request.step + 1,
                      total: request.steps.length,
                    })}
                  </Typography>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'waiting',
            header: t('requests.admin.all.columns.waiting'),
            cellStyle: { minWidth: 140, overflowWrap: 'anywhere' },
            render: waiting,
          },
          {
            key: 'due',
            header: t('requests.admin.all.columns.due'),
            nowrap: true,
            render: (request) =>
              request.due_at === null ? (
                '—'
              ) : (
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <span>{format.date(request.due_at)}</span>
                  {request.overdue ? <OverdueChip /> : null}
                </Stack>
              ),
          },
        ]}
        pagination={(data) => (
          <ListPagination meta={data.meta} shown={data.items.length} {...controls} />
        )}
      />
    </Stack>
  );
}
