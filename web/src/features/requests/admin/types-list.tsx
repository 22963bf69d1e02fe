import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { StatusChip } from '@/components/status-chip';
import { useNumberFormat } from '@/i18n/use-number-format';

import { adminTypesQueryOptions, type AdminRequestType } from '../api/admin-requests';
import { useChainLine, useRequestFormat } from '../lib/request-words';
import { typeStatusKey } from '../lib/type-status';

import { TypeStatusActions } from './type-status-actions';

export type TypesListProps = { onCreate: () => void; onOpen: (typeId: number) => void };

/** Every request type (active ones first): its name, chain, deadline, pending requests and
 *  state; each opened, archived or reactivated from here. */
export function TypesList({ onCreate, onOpen }: TypesListProps) {
  const { t } = useTranslation();
  const format = useRequestFormat();
  const numbers = useNumberFormat();
  const chain = useChainLine();
  const list = useQuery(adminTypesQueryOptions());
  const create = (
    <Button variant="contained" onClick={onCreate}>
      {t('requests.admin.types.new')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <div>{create}</div>
      <ResourceTable
        tableId="request-types-admin"
        query={list}
        rows={(data) => data}
        rowKey={(type: AdminRequestType) => type.id}
        rowProps={(type) => ({ 'data-type': String(type.id) })}
        label={t('requests.admin.types.label')}
        loadingLabel={t('requests.admin.types.loading')}
        empty={
          <EmptyState
            icon="🗒️"
            title={t('requests.admin.types.empty')}
            body={t('requests.admin.types.emptyBody')}
            action={create}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('requests.admin.types.columns.name'),
            rowHeader: true,
            sortValue: (type) => format.typeName(type).toLowerCase(),
            cellStyle: { minWidth: 180 },
            render: (type) => (
              <Link
                component="button"
                type="button"
                title={format.typeName(type)}
                onClick={() => onOpen(type.id)}
                sx={{
                  display: 'block',
                  maxWidth: 320,
                  overflow: 'hidden',
                  textAlign: 'left',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {format.typeName(type)}
              </Link>
            ),
          },
          {
            key: 'chain',
            header: t('requests.admin.types.columns.chain'),
            cellStyle: { minWidth: 200, overflowWrap: 'anywhere' },
            render: (type) => chain(type.steps),
          },
          {
            key: 'sla',
            header: t('requests.admin.types.columns.sla'),
            nowrap: true,
            sortValue: (type) => type.sla_days ?? Number.MAX_SAFE_INTEGER,
            render: (type) =>
              type.sla_days === null
                ? t('requests.admin.types.noSla')
                : t('requests.admin.types.days', {
                    count: type.sla_days,
                    formatted: numbers.number(type.sla_days),
                  }),
          },
          {
            key: 'pending',
            header: t('requests.admin.types.columns.pending'),
            align: 'right',
            sortValue: (type) => type.pending,
            render: (type) => numbers.number(type.pending),
          },
          {
            key: 'status',
            header: t('requests.admin.types.columns.status'),
            sortValue: (type) => type.status,
            render: (type) => (
              <StatusChip
                label={t(typeStatusKey(type.status))}
                current={type.status === 'active'}
                color={type.status === 'active' ? 'success' : 'default'}
              />
            ),
          },
        ]}
        actions={{
          header: t('requests.admin.types.columns.actions'),
          render: (type) => (
            <Stack
              direction="row"
              useFlexGap
              sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Button
                size="small"
                onClick={() => onOpen(type.id)}
                aria-label={t('requests.admin.types.editLabel', { name: format.typeName(type) })}
              >
                {t('requests.admin.types.edit')}
              </Button>
              <TypeStatusActions type={type} />
            </Stack>
          ),
        }}
      />
    </Stack>
  );
}
