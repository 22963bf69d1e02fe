// The page of a named part of the organisation's structure (departments, groups): the header
// with "create", the list with the name first and edit and delete on every row (delete asked
// first), and the editor. Each page brings its texts, its other columns, any other row actions
// and its editor.
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

/** A page's texts; the functions take the item's name. */
export type StructureTexts = {
  title: string;
  description: string;
  create: string;
  tableLabel: string;
  empty: string;
  emptyBody: string;
  edit: (name: string) => string;
  delete: (name: string) => string;
  deleted: (name: string) => string;
  deleteTitle: string;
  deleteBody: (name: string) => string;
};

type Named = { id: number; name: string };

export type StructurePageProps<T extends Named, D> = {
  texts: StructureTexts;
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

export function StructurePage<T extends Named, D>({
  texts,
  icon,
  query,
  columns,
  rowActions,
  deleteMutation,
  editor,
}: StructurePageProps<T, D>) {
  const { t } = useTranslation();
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
