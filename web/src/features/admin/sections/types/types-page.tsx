import Add from '@mui/icons-material/Add';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
  allRecognitionTypesQueryOptions,
  archiveRecognitionType,
  setRecognitionTypeActive,
  superRecognitionTypesQueryOptions,
  type AdminRecognitionType,
} from '@/api/admin-types';
import { queryKeys } from '@/api/query-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { TableScroll } from '@/components/table-scroll';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { FormError } from '../../components/form-error';
import { SectionHeader } from '../../components/section-header';

import { SuperTypesPanel } from './super-types-panel';
import { TypeDialog } from './type-dialog';

type Editing = { type: AdminRecognitionType | null } | null;

/** Recognition types: bounds, roles, special and active, with create, edit and archive. */
export function TypesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.types.title'));
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const types = useQuery(allRecognitionTypesQueryOptions());
  const superTypes = useQuery(superRecognitionTypesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<AdminRecognitionType | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.recognitionTypes });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      setRecognitionTypeActive(id, active),
    onSuccess: async (type) => {
      await refresh();
      showToast(
        t(type.active ? 'admin.types.activated' : 'admin.types.deactivated', { name: type.name }),
        'success',
      );
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
  const archive = useMutation({
    mutationFn: (id: number) => archiveRecognitionType(id),
    onSuccess: async () => {
      const name = archiving?.name ?? '';
      setArchiving(null);
      await refresh();
      showToast(t('admin.types.archived', { name }), 'success');
    },
  });

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ type: null })}>
      {t('admin.types.create')}
    </Button>
  );

  const content = (
    <QueryContent
      query={types}
      loadingLabel={t('admin.common.loading')}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState icon="🏷️" title={t('admin.types.empty')} action={createButton} />}
    >
      {(data) => (
        <TableScroll label={t('admin.types.tableLabel')}>
          <Table size="small" aria-label={t('admin.types.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.types.columns.type')}</TableCell>
                <TableCell scope="col">{t('admin.types.columns.points')}</TableCell>
                <TableCell scope="col">{t('admin.types.columns.roles')}</TableCell>
                <TableCell scope="col">{t('admin.types.columns.group')}</TableCell>
                <TableCell scope="col">{t('admin.types.columns.active')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('admin.common.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((type) => (
                <TableRow key={type.id} hover>
                  <TableCell component="th" scope="row">
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography component="span" aria-hidden sx={{ fontSize: 22 }}>
                        {type.emoji ?? '🏷️'}
                      </Typography>
                      <Stack sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 700 }}>{type.name}</Typography>
                        {type.special ? (
                          <Chip
                            size="small"
                            color="secondary"
                            label={t('admin.types.special')}
                            sx={{ alignSelf: 'flex-start' }}
                          />
                        ) : null}
                      </Stack>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('admin.types.bounds', {
                      min: format.number(type.min_points),
                      max: format.number(type.max_points),
                    })}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {type.roles.map((role) => (
                        <Chip
                          key={role}
                          size="small"
                          variant="outlined"
                          label={t(`admin.roles.${role}`)}
                        />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>{type.super_type?.name ?? '—'}</TableCell>
                  <TableCell>
                    <Switch
                      checked={type.active}
                      disabled={toggle.isPending && toggle.variables.id === type.id}
                      onChange={(event) =>
                        toggle.mutate({ id: type.id, active: event.target.checked })
                      }
                      slotProps={{
                        input: { 'aria-label': t('admin.types.activeLabel', { name: type.name }) },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('admin.types.edit', { name: type.name })}
                      onClick={() => setEditing({ type })}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton
                      aria-label={t('admin.types.archive', { name: type.name })}
                      onClick={() => setArchiving(type)}
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
    <Stack spacing={4}>
      <Stack spacing={2}>
        <SectionHeader
          title={t('admin.types.title')}
          description={t('admin.types.description')}
          action={createButton}
        />
        {content}
      </Stack>
      <SuperTypesPanel />
      {editing ? (
        <TypeDialog
          type={editing.type}
          superTypes={superTypes.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('admin.types.archiveTitle')}
        body={t('admin.types.archiveBody', { name: archiving?.name ?? '' })}
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
