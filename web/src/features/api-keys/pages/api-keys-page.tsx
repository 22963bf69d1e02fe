import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { DateText } from '@/components/date-text';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { apiKeysQueryOptions, revokeApiKeyMutation, type ApiKey } from '../api/api-keys';
import { CreateKeyDialog } from '../components/create-key-dialog';
import { KeyStatusChip } from '../components/key-status-chip';

const MONOSPACE = '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, monospace';

function OptionalDate({ value, fallback }: { value: number | null; fallback: string }) {
  return value === null ? <>{fallback}</> : <DateText value={value} />;
}

/** Settings → Public API: the organisation's API keys; create (secret shown once) and revoke. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('apiKeys.title'));
  const format = useNumberFormat();
  const keys = useQuery(apiKeysQueryOptions());
  const [creating, setCreating] = useState(false);
  const revoke = useConfirmAction(
    revokeApiKeyMutation(),
    (key: ApiKey) => key.id,
    (revoked) => t('apiKeys.revoke.done', { name: revoked.name }),
  );

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      {t('apiKeys.create.open')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('apiKeys.breadcrumb')}
          </Typography>
          <Typography variant="h2">{t('apiKeys.title')}</Typography>
          <Typography color="text.secondary">{t('apiKeys.description')}</Typography>
        </Stack>
        {keys.data && keys.data.length > 0 ? createButton : null}
      </Stack>
      <Alert severity="info">{t('apiKeys.howTo')}</Alert>
      <ResourceTable
        tableId="api-keys"
        query={keys}
        rows={(data) => data}
        rowKey={(key) => key.id}
        rowProps={(key) => ({ 'data-testid': `api-key-row-${key.id}` })}
        label={t('apiKeys.tableLabel')}
        loadingLabel={t('apiKeys.loading')}
        empty={
          <EmptyState
            icon="🔑"
            title={t('apiKeys.empty')}
            body={t('apiKeys.emptyBody')}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('apiKeys.columns.name'),
            rowHeader: true,
            cellStyle: { fontWeight: 700 },
            render: (key) => key.name,
          },
          {
            key: 'prefix',
            header: t('apiKeys.columns.prefix'),
            render: (key) => (
              <Box component="code" sx={{ fontFamily: MONOSPACE, whiteSpace: 'nowrap' }}>
                {`${key.prefix}…`}
              </Box>
            ),
          },
          {
            key: 'status',
            header: t('apiKeys.columns.status'),
            render: (key) => <KeyStatusChip status={key.status} />,
          },
          {
            key: 'created',
            header: t('apiKeys.columns.created'),
            nowrap: true,
            render: (key) => <DateText value={key.created_at} />,
          },
          {
            key: 'lastUsed',
            header: t('apiKeys.columns.lastUsed'),
            nowrap: true,
            render: (key) => (
              <OptionalDate value={key.last_used_at} fallback={t('apiKeys.never')} />
            ),
          },
          {
            key: 'usage',
            header: t('apiKeys.columns.usage'),
            align: 'right',
            render: (key) => format.number(key.usage_count),
          },
          {
            key: 'expires',
            header: t('apiKeys.columns.expires'),
            nowrap: true,
            render: (key) => (
              <OptionalDate value={key.expires_at} fallback={t('apiKeys.noExpiry')} />
            ),
          },
        ]}
        actions={{
          header: t('apiKeys.columns.actions'),
          render: (key) =>
            key.status === 'active' ? (
              <Button
                size="small"
                color="error"
                onClick={() => revoke.ask(key)}
                aria-label={t('apiKeys.revoke.label', { name: key.name })}
              >
                {t('apiKeys.revoke.action')}
              </Button>
            ) : null,
        }}
      />
      {creating ? <CreateKeyDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmActionDialog
        action={revoke}
        title={t('apiKeys.revoke.title')}
        body={(key) => t('apiKeys.revoke.body', { name: key.name })}
        confirmLabel={t('apiKeys.revoke.confirm')}
        cancelLabel={t('apiKeys.common.cancel')}
      />
    </Stack>
  );
}
