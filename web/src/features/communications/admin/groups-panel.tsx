import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { DateText } from '@/components/date-text';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useAppStore } from '@/stores/app-store';

import { deleteGroupMutation, groupsQueryOptions, type CommunicationGroup } from '../api/groups';
import { createdGroupFrom } from '../lib/created-group';

import { GroupDialog } from './group-dialog';

/** The communication groups with how many people each has: create, edit (name and people) and
 *  delete (asked first). */
export function GroupsPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const groups = useQuery(groupsQueryOptions());
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const created = createdGroupFrom(useAppStore((state) => state.createdCommunicationGroup));
  const setCreatedGroup = useAppStore((state) => state.setCreatedCommunicationGroup);
  const remove = useConfirmAction(
    deleteGroupMutation(),
    (group: CommunicationGroup) => group.id,
    (_done, group) => t('communications.groups.deleted', { name: group.name }),
  );

  // The group the session keeps (spec §3) is forgotten once it is gone.
  const createdGone =
    created !== null && groups.isSuccess && !groups.data.some((group) => group.id === created.id);
  useEffect(() => {
    if (createdGone) setCreatedGroup(null);
  }, [createdGone, setCreatedGroup]);

  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => setEditing({ id: null })}
    >
      {t('communications.groups.create')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('communications.groups.title')}
        description={t('communications.groups.description')}
        action={createButton}
      />
      <ResourceTable
        tableId="communication-groups"
        query={groups}
        rows={(data) => data}
        rowKey={(group: CommunicationGroup) => group.id}
        label={t('communications.groups.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🧩"
            title={t('communications.groups.empty')}
            body={t('communications.groups.emptyBody')}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('communications.groups.columns.name'),
            rowHeader: true,
            cellStyle: { fontWeight: 700, overflowWrap: 'anywhere' },
            render: (group) => group.name,
          },
          {
            key: 'members',
            header: t('communications.groups.columns.members'),
            align: 'right',
            render: (group) => format.number(group.members_count),
          },
          {
            key: 'created',
            header: t('communications.groups.columns.created'),
            nowrap: true,
            render: (group) => <DateText value={group.created_at} />,
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (group) => (
            <>
              <IconButton
                aria-label={t('communications.groups.edit', { name: group.name })}
                onClick={() => setEditing({ id: group.id })}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={t('communications.groups.delete', { name: group.name })}
                onClick={() => remove.ask(group)}
              >
                <DeleteOutlined />
              </IconButton>
            </>
          ),
        }}
      />
      {editing ? <GroupDialog groupId={editing.id} onClose={() => setEditing(null)} /> : null}
      <ConfirmActionDialog
        action={remove}
        title={t('communications.groups.deleteTitle')}
        body={(group) => t('communications.groups.deleteBody', { name: group.name })}
        confirmLabel={t('admin.common.delete')}
      />
    </Stack>
  );
}
