import Add from '@mui/icons-material/Add';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  allCorporateValuesQueryOptions,
  archiveCorporateValue,
  updateCorporateValue,
  type AdminCorporateValue,
} from '@/api/admin-values';
import { queryKeys } from '@/api/query-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { TableScroll } from '@/components/table-scroll';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

import { FormError } from '../../components/form-error';
import { SectionHeader } from '../../components/section-header';

import { ValueDialog } from './value-dialog';

type Editing = { value: AdminCorporateValue | null } | null;

/** Corporate values that recognitions can carry. */
export function ValuesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.values.title'));
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const values = useQuery(allCorporateValuesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<AdminCorporateValue | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.corporateValues });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      updateCorporateValue(id, { active }),
    onSuccess: refresh,
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
  const archive = useMutation({
    mutationFn: (id: number) => archiveCorporateValue(id),
    onSuccess: async () => {
      const name = archiving?.name ?? '';
      setArchiving(null);
      await refresh();
      showToast(t('admin.values.archived', { name }), 'success');
    },
  });

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ value: null })}>
      {t('admin.values.create')}
    </Button>
  );

  const content = (
    <QueryContent
      query={values}
      loadingLabel={t('admin.common.loading')}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState icon="💎" title={t('admin.values.empty')} action={createButton} />}
    >
      {(data) => (
        <TableScroll label={t('admin.values.tableLabel')}>
          <Table size="small" aria-label={t('admin.values.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.values.columns.value')}</TableCell>
                <TableCell scope="col">{t('admin.values.columns.description')}</TableCell>
                <TableCell scope="col">{t('admin.values.columns.active')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('admin.common.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((value) => (
                <TableRow key={value.id} hover>
                  <TableCell component="th" scope="row">
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography component="span" aria-hidden sx={{ fontSize: 22 }}>
                        {value.emoji ?? '💎'}
                      </Typography>
                      <Typography sx={{ fontWeight: 700 }}>{value.name}</Typography>
                    </Stack>
                  </TableCell>
                  <TableCell>{value.description ?? '—'}</TableCell>
                  <TableCell>
                    <Switch
                      checked={value.active}
                      disabled={toggle.isPending && toggle.variables.id === value.id}
                      onChange={(event) =>
                        toggle.mutate({ id: value.id, active: event.target.checked })
                      }
                      slotProps={{
                        input: {
                          'aria-label': t('admin.values.activeLabel', { name: value.name }),
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('admin.values.edit', { name: value.name })}
                      onClick={() => setEditing({ value })}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton
                      aria-label={t('admin.values.archive', { name: value.name })}
                      onClick={() => setArchiving(value)}
                    >
                      <ArchiveOutlined />
                    </IconButton>
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
      <SectionHeader
        title={t('admin.values.title')}
        description={t('admin.values.description')}
        action={createButton}
      />
      {content}
      {editing ? <ValueDialog value={editing.value} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('admin.values.archiveTitle')}
        body={t('admin.values.archiveBody', { name: archiving?.name ?? '' })}
        confirmLabel={t('admin.common.archive')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={archive.isPending}
        error={<FormError error={archive.error} />}
        onConfirm={() => archiving && archive.mutate(archiving.id)}
        onCancel={() => {
          archive.reset();
          setArchiving(null);
        }}
      />
    </Stack>
  );
}
