// The page of a named part of the organisation's structure (departments, groups): the header
// with "create", the list with the name first and edit and delete on every row (delete asked
// first), and the editor. Each page names its kind (its texts are structure.<kind>.*) and brings
// its other columns, any other row actions and its editor.
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Column } from '@/components/data/data-table';
import { ResourceTable } from '@/components/data/resource-table';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import type { ListQuery } from '@/components/feedback/query-content';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Which part of the structure: its texts are `structure.<kind>.*` in the glossary. */
export type StructureKind = 'departments' | 'groups';

type Named = { id: number; name: string };

export type StructurePageProps<T extends Named, D> = {
  kind: StructureKind;
  /** The empty state's emoji. */
  icon: string;
  query: ListQuery<readonly T[]>;
  /** The columns after the name. */
  columns: readonly Column<T>[];
  /** Row actions before edit and delete. */
  rowActions?: (item: T) => ReactNode;
  /** Deletes by id. */
  deleteMutation: UseMutationOptions<D, Error, number>;
  /** The editor of an item (null: a new one), closed by `close`. */
  editor: (item: T | null, close: () => void) => ReactNode;
};

/** The page's texts from the glossary; the functions take the item's name. Groups are renamed
 *  rather than edited. */
function useStructureTexts(kind: StructureKind) {
  const { t } = useTranslation();
  return {
    title: t(`structure.${kind}.title`),
    description: t(`structure.${kind}.description`),
    create: t(`structure.${kind}.create`),
    tableLabel: t(`structure.${kind}.tableLabel`),
    empty: t(`structure.${kind}.empty`),
    emptyBody: t(`structure.${kind}.emptyBody`),
    edit: (name: string) =>
      kind === 'groups'
        ? t('structure.groups.rename', { name })
        : t('structure.departments.edit', { name }),
    delete: (name: string) => t(`structure.${kind}.delete`, { name }),
    deleted: (name: string) => t(`structure.${kind}.deleted`, { name }),
    deleteTitle: t(`structure.${kind}.deleteTitle`),
    deleteBody: (name: string) => t(`structure.${kind}.deleteBody`, { name }),
  };
}

export function StructurePage<T extends Named, D>({
  kind,
  icon,
  query,
  columns,
  rowActions,
  deleteMutation,
  editor,
}: StructurePageProps<T, D>) {
  const { t } = useTranslation();
  const texts = useStructureTexts(kind);
  useDocumentTitle(texts.title);
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const remove = useConfirmAction(
    deleteMutation,
    (item: T) => item.id,
    (_done, item) => texts.deleted(item.name),
  );

  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => setEditing({ item: null })}
    >
      {texts.create}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader title={texts.title} description={texts.description} action={createButton} />
      <ResourceTable
        tableId={`structure-${kind}`}
        query={query}
        rows={(data) => data}
        rowKey={(item) => item.id}
        label={texts.tableLabel}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon={icon}
            title={texts.empty}
            body={texts.emptyBody}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('structure.columns.name'),
            rowHeader: true,
            cellStyle: { fontWeight: 700 },
            render: (item) => item.name,
          },
          ...columns,
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (item) => (
            <>
              {rowActions?.(item)}
              <IconButton aria-label={texts.edit(item.name)} onClick={() => setEditing({ item })}>
                <EditOutlined />
              </IconButton>
              <IconButton aria-label={texts.delete(item.name)} onClick={() => remove.ask(item)}>
                <DeleteOutlined />
              </IconButton>
            </>
          ),
        }}
      />
      {editing ? editor(editing.item, () => setEditing(null)) : null}
      <ConfirmActionDialog
        action={remove}
        title={texts.deleteTitle}
        body={(item) => texts.deleteBody(item.name)}
        confirmLabel={t('admin.common.delete')}
      />
    </Stack>
  );
}
