import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';

import {
  adminProvidersQueryOptions,
  type TelemedicineProviderAdmin,
} from '../api/admin-telemedicine';
import { ProviderStatusChip } from '../components/provider-status-chip';

import { StatusActions } from './status-actions';

export type ProvidersListProps = { onCreate: () => void; onOpen: (providerId: number) => void };

/** Every provider (drafts, published, archived) in the members' order: its kind, the ways to
 *  reach it, who may see it; each opened, published, put back to draft or archived from here. */
export function ProvidersList({ onCreate, onOpen }: ProvidersListProps) {
  const { t } = useTranslation();
  const list = useQuery(adminProvidersQueryOptions());
  const create = (
    <Button variant="contained" onClick={onCreate}>
      {t('telemedicine.admin.new')}
    </Button>
  );
  const ways = (provider: TelemedicineProviderAdmin) =>
    (
      [
        ['link', provider.link],
        ['access_code', provider.access_code],
        ['phone', provider.phone],
        ['whatsapp', provider.whatsapp],
      ] as const
    )
      .filter(([, value]) => Boolean(value))
      .map(([field]) => t(`telemedicine.admin.fields.${field}`))
      .join(' · ') || t('telemedicine.admin.list.noWay');
  const audience = (provider: TelemedicineProviderAdmin) => {
    const e = provider.eligibility;
    return e.departments.length + e.groups.length + e.countries.length === 0
      ? t('telemedicine.admin.list.everyone')
      : t('telemedicine.admin.list.someone');
  };
  return (
    <Stack spacing={2}>
      <div>{create}</div>
      <ResourceTable
        tableId="telemedicine-admin"
        query={list}
        rows={(data) => data}
        rowKey={(provider: TelemedicineProviderAdmin) => provider.id}
        rowProps={(provider) => ({ 'data-provider': String(provider.id) })}
        label={t('telemedicine.admin.list.label')}
        loadingLabel={t('telemedicine.admin.list.loading')}
        empty={
          <EmptyState
            icon="🩺"
            title={t('telemedicine.admin.list.empty')}
            body={t('telemedicine.admin.list.emptyBody')}
            action={create}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('telemedicine.admin.list.columns.name'),
            rowHeader: true,
            sortValue: (provider) => provider.name.toLowerCase(),
            cellStyle: { minWidth: 180 },
            // One line, cut with an ellipsis: a long name never makes the row's buttons wrap.
            render: (provider) => (
              <Link
                component="button"
                type="button"
                title={provider.name}
                onClick={() => onOpen(provider.id)}
                sx={{
                  display: 'block',
                  maxWidth: 320,
                  overflow: 'hidden',
                  textAlign: 'left',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {provider.name}
              </Link>
            ),
          },
          {
            key: 'status',
            header: t('telemedicine.admin.list.columns.status'),
            sortValue: (provider) => provider.status,
            render: (provider) => <ProviderStatusChip status={provider.status} />,
          },
          {
            key: 'kind',
            header: t('telemedicine.admin.list.columns.kind'),
            sortValue: (provider) => provider.kind,
            render: (provider) => t(`telemedicine.kinds.${provider.kind}`),
          },
          {
            key: 'ways',
            header: t('telemedicine.admin.list.columns.ways'),
            render: ways,
          },
          {
            key: 'audience',
            header: t('telemedicine.admin.list.columns.audience'),
            render: audience,
          },
          {
            key: 'position',
            header: t('telemedicine.admin.list.columns.position'),
            align: 'right' as const,
            sortValue: (provider) => provider.position,
            render: (provider) => String(provider.position),
          },
        ]}
        actions={{
          header: t('telemedicine.admin.list.columns.actions'),
          render: (provider) => (
            <Stack
              direction="row"
              useFlexGap
              sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Button
                size="small"
                onClick={() => onOpen(provider.id)}
                aria-label={t('telemedicine.admin.list.editLabel', { name: provider.name })}
              >
                {t('telemedicine.admin.list.edit')}
              </Button>
              <StatusActions provider={provider} />
            </Stack>
          ),
        }}
      />
    </Stack>
  );
}
