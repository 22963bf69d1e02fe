import Add from '@mui/icons-material/Add';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
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
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  allCorporateValuesQueryOptions,
  archiveCorporateValueMutation,
  setCorporateValueActiveMutation,
  type AdminCorporateValue,
} from '../api/values';
import { EmojiName } from '../components/emoji-name';

import { ValueDialog } from './value-dialog';
import { ValuesModePanel } from './values-mode-panel';

type Editing = { value: AdminCorporateValue | null } | null;

/** Corporate values that recognitions can carry. */
export function ValuesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.values.title'));
  const values = useQuery(allCorporateValuesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const archive = useConfirmAction(
    archiveCorporateValueMutation(),
    (value: AdminCorporateValue) => value.id,
    (_done, value) => t('admin.values.archived', { name: value.name }),
  );

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ value: null })}>
      {t('admin.values.create')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('admin.values.title')}
        description={t('admin.values.description')}
        action={createButton}
      />
      <ValuesModePanel />
      <ResourceTable
        tableId="values"
        query={values}
        rows={(data) => data}
        rowKey={(value) => value.id}
        label={t('admin.values.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={<EmptyState icon="💎" title={t('admin.values.empty')} action={createButton} />}
        columns={[
          {
            key: 'value',
            header: t('admin.values.columns.value'),
            rowHeader: true,
            render: (value) => (
              <EmojiName
                emoji={value.emoji}
                fallback="💎"
                name={value.name}
                nameEn={value.name_en}
              />
            ),
          },
          {
            key: 'description',
            header: t('admin.values.columns.description'),
            render: (value) => value.description ?? '—',
          },
          {
            key: 'active',
            header: t('admin.values.columns.active'),
            render: (value) => (
              <MutationSwitch
                checked={value.active}
                label={t('admin.values.activeLabel', { name: value.name })}
                mutation={setCorporateValueActiveMutation()}
                request={(active) => ({ id: value.id, active })}
              />
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (value) => (
            <>
              <IconButton
                aria-label={t('admin.values.edit', { name: value.name })}
                onClick={() => setEditing({ value })}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={t('admin.values.archive', { name: value.name })}
                onClick={() => archive.ask(value)}
              >
                <ArchiveOutlined />
              </IconButton>
            </>
          ),
        }}
      />
      {editing ? <ValueDialog value={editing.value} onClose={() => setEditing(null)} /> : null}
      <ConfirmActionDialog
        action={archive}
        title={t('admin.values.archiveTitle')}
        body={(value) => t('admin.values.archiveBody', { name: value.name })}
        confirmLabel={t('admin.common.archive')}
      />
    </Stack>
  );
}
