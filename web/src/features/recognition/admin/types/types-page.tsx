import Add from '@mui/icons-material/Add';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MutationSwitch } from '@/components/data/mutation-switch';
import { ResourceTable } from '@/components/data/resource-table';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  allRecognitionTypesQueryOptions,
  archiveRecognitionTypeMutation,
  setRecognitionTypeActiveMutation,
  superRecognitionTypesQueryOptions,
  type AdminRecognitionType,
} from '../api/types';
import { EmojiName } from '../components/emoji-name';

import { SuperTypesPanel } from './super-types-panel';
import { TypeDialog } from './type-dialog';

type Editing = { type: AdminRecognitionType | null } | null;

/** Recognition types: bounds, roles, special and active, with create, edit and archive. */
export function TypesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.types.title'));
  const format = useNumberFormat();
  const types = useQuery(allRecognitionTypesQueryOptions());
  const superTypes = useQuery(superRecognitionTypesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const archive = useConfirmAction(
    archiveRecognitionTypeMutation(),
    (type: AdminRecognitionType) => type.id,
    (_done, type) => t('admin.types.archived', { name: type.name }),
  );

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ type: null })}>
      {t('admin.types.create')}
    </Button>
  );

  return (
    <Stack spacing={4}>
      <Stack spacing={2}>
        <SectionHeader
          title={t('admin.types.title')}
          description={t('admin.types.description')}
          action={createButton}
        />
        <ResourceTable
          tableId="types"
          query={types}
          rows={(data) => data}
          rowKey={(type) => type.id}
          label={t('admin.types.tableLabel')}
          loadingLabel={t('admin.common.loading')}
          empty={<EmptyState icon="🏷️" title={t('admin.types.empty')} action={createButton} />}
          columns={[
            {
              key: 'type',
              header: t('admin.types.columns.type'),
              rowHeader: true,
              render: (type) => (
                <EmojiName
                  emoji={type.emoji}
                  fallback="🏷️"
                  name={type.name}
                  nameEn={type.name_en}
                  extra={
                    type.special ? (
                      <Chip
                        size="small"
                        color="secondary"
                        label={t('admin.types.special')}
                        sx={{ alignSelf: 'flex-start' }}
                      />
                    ) : null
                  }
                />
              ),
            },
            {
              key: 'points',
              header: t('admin.types.columns.points'),
              nowrap: true,
              render: (type) =>
                t('admin.types.bounds', {
                  min: format.number(type.min_points),
                  max: format.number(type.max_points),
                }),
            },
            {
              key: 'roles',
              header: t('admin.types.columns.roles'),
              render: (type) => (
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
              ),
            },
            {
              key: 'group',
              header: t('admin.types.columns.group'),
              render: (type) => type.super_type?.name ?? '—',
            },
            {
              key: 'active',
              header: t('admin.types.columns.active'),
              render: (type) => (
                <MutationSwitch
                  checked={type.active}
                  label={t('admin.types.activeLabel', { name: type.name })}
                  mutation={setRecognitionTypeActiveMutation()}
                  request={(active) => ({ id: type.id, active })}
                  successToast={(saved) =>
                    t(saved.active ? 'admin.types.activated' : 'admin.types.deactivated', {
                      name: saved.name,
                    })
                  }
                />
              ),
            },
          ]}
          actions={{
            header: t('admin.common.actions'),
            render: (type) => (
              <>
                <IconButton
                  aria-label={t('admin.types.edit', { name: type.name })}
                  onClick={() => setEditing({ type })}
                >
                  <EditOutlined />
                </IconButton>
                <IconButton
                  aria-label={t('admin.types.archive', { name: type.name })}
                  onClick={() => archive.ask(type)}
                >
                  <ArchiveOutlined />
                </IconButton>
              </>
            ),
          }}
        />
      </Stack>
      <SuperTypesPanel />
      {editing ? (
        <TypeDialog
          type={editing.type}
          superTypes={superTypes.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmActionDialog
        action={archive}
        title={t('admin.types.archiveTitle')}
        body={(type) => t('admin.types.archiveBody', { name: type.name })}
        confirmLabel={t('admin.common.archive')}
      />
    </Stack>
  );
}
