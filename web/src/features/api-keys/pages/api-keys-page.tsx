import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { apiKeysQueryOptions, revokeApiKey, type ApiKey } from '@/api/api-keys';
import { queryKeys } from '@/api/query-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { TableScroll } from '@/components/table-scroll';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

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
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQueryOptions());
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => revokeApiKey(id),
    onSuccess: async (key) => {
      setRevoking(null);
      queryClient.setQueryData<ApiKey[]>(queryKeys.apiKeys, (list) =>
        list?.map((entry) => (entry.id === key.id ? key : entry)),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys });
      showToast(t('apiKeys.revoke.done', { name: key.name }), 'success');
    },
  });

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      {t('apiKeys.create.open')}
    </Button>
  );

  const content = (
    <QueryContent
      query={keys}
      loadingLabel={t('apiKeys.loading')}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon="🔑"
          title={t('apiKeys.empty')}
          body={t('apiKeys.emptyBody')}
          action={createButton}
        />
      }
    >
      {(data) => (
        <TableScroll label={t('apiKeys.tableLabel')}>
          <Table size="small" aria-label={t('apiKeys.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('apiKeys.columns.name')}</TableCell>
                <TableCell scope="col">{t('apiKeys.columns.prefix')}</TableCell>
                <TableCell scope="col">{t('apiKeys.columns.status')}</TableCell>
                <TableCell scope="col">{t('apiKeys.columns.created')}</TableCell>
                <TableCell scope="col">{t('apiKeys.columns.lastUsed')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('apiKeys.columns.usage')}
                </TableCell>
                <TableCell scope="col">{t('apiKeys.columns.expires')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('apiKeys.columns.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((key) => (
                <TableRow key={key.id} hover data-testid={`api-key-row-${key.id}`}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {key.name}
                  </TableCell>
                  <TableCell>
                    <Box component="code" sx={{ fontFamily: MONOSPACE, whiteSpace: 'nowrap' }}>
                      {`${key.prefix}…`}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <KeyStatusChip status={key.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <DateText value={key.created_at} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <OptionalDate value={key.last_used_at} fallback={t('apiKeys.never')} />
                  </TableCell>
                  <TableCell align="right">{format.number(key.usage_count)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <OptionalDate value={key.expires_at} fallback={t('apiKeys.noExpiry')} />
                  </TableCell>
                  <TableCell align="right">
                    {key.status === 'active' ? (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRevoking(key)}
                        aria-label={t('apiKeys.revoke.label', { name: key.name })}
                      >
                        {t('apiKeys.revoke.action')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </QueryContent>
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
      {content}
      {creating ? <CreateKeyDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.revoke.title')}
        body={t('apiKeys.revoke.body', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiKeys.revoke.confirm')}
        cancelLabel={t('apiKeys.common.cancel')}
        destructive
        pending={revoke.isPending}
        error={
          revoke.error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorMessage(revoke.error)}
            </Alert>
          ) : null
        }
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onCancel={() => {
          revoke.reset();
          setRevoking(null);
        }}
      />
    </Stack>
  );
}
