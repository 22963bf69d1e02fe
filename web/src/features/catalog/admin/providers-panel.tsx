import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MutationSwitch } from '@/components/data/mutation-switch';
import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';

import { providersQueryOptions, setProviderActiveMutation, type Provider } from '../api/providers';

import { ProviderDialog } from './provider-dialog';

/** The providers that fulfil products, by name: who to contact, how many products each has, a
 *  switch that turns one on or off, and "Nuevo proveedor" and each one's edit. */
export function ProvidersPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const providers = useQuery(providersQueryOptions());
  const [editing, setEditing] = useState<{ provider: Provider | null } | null>(null);

  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => setEditing({ provider: null })}
    >
      {t('catalog.admin.providers.create')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('catalog.admin.tabs.providers')}
        description={t('catalog.admin.providers.description')}
        action={createButton}
      />
      <ResourceTable
        tableId="providers"
        query={providers}
        rows={(data) => data}
        rowKey={(provider: Provider) => provider.id}
        label={t('catalog.admin.providers.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🚚"
            title={t('catalog.admin.providers.empty')}
            body={t('catalog.admin.providers.emptyBody')}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('catalog.admin.providers.columns.name'),
            rowHeader: true,
            cellStyle: { fontWeight: 700, overflowWrap: 'anywhere' },
            render: (provider) => provider.name,
          },
          {
            key: 'contact',
            header: t('catalog.admin.providers.columns.contact'),
            cellStyle: { overflowWrap: 'anywhere' },
            render: (provider) => {
              const lines = [provider.contact_name, provider.contact_email, provider.phone].filter(
                (line): line is string => Boolean(line),
              );
              if (lines.length === 0) return '—';
              return lines.map((line) => (
                <Typography key={line} component="span" variant="body2" sx={{ display: 'block' }}>
                  {line}
                </Typography>
              ));
            },
          },
          {
            key: 'products',
            header: t('catalog.admin.providers.columns.products'),
            align: 'right',
            render: (provider) => format.number(provider.products_count),
          },
          {
            key: 'active',
            header: t('catalog.admin.providers.columns.active'),
            render: (provider) => (
              <MutationSwitch
                checked={provider.active}
                label={t('catalog.admin.providers.activeLabel', { name: provider.name })}
                mutation={setProviderActiveMutation()}
                request={(active) => ({ id: provider.id, active })}
                successToast={(saved) =>
                  t(
                    saved.active
                      ? 'catalog.admin.providers.activated'
                      : 'catalog.admin.providers.deactivated',
                    { name: saved.name },
                  )
                }
              />
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (provider) => (
            <IconButton
              aria-label={t('catalog.admin.providers.edit', { name: provider.name })}
              onClick={() => setEditing({ provider })}
            >
              <EditOutlined />
            </IconButton>
          ),
        }}
      />
      {editing ? (
        <ProviderDialog provider={editing.provider} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
