import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { DateText } from '@/components/date-text';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { groupsQueryOptions, type Group } from '@/lib/calls/directory';
import { useDocumentTitle } from '@/lib/use-document-title';

import { deleteGroupMutation } from '../api/groups';
import { GroupDialog } from '../components/group-dialog';
import { GroupMembersDialog } from '../components/group-members-dialog';

type Dialog = { kind: 'edit'; group: Group | null } | { kind: 'members'; group: Group } | null;

/** Groups of people across departments: members, rename, delete. */
export function GroupsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('structure.groups.title'));
  const format = useNumberFormat();
  const groups = useQuery(groupsQueryOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useConfirmAction(
    deleteGroupMutation(),
    (group: Group) => group.id,
    (_done, group) => t('structure.groups.deleted', { name: group.name }),
  );

  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => setDialog({ kind: 'edit', group: null })}
    >
      {t('structure.groups.create')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('structure.groups.title')}
        description={t('structure.groups.description')}
        action={createButton}
      />
      <ResourceTable
        query={groups}
        rows={(data) => data}
        rowKey={(group) => group.id}
        label={t('structure.groups.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🧩"
            title={t('structure.groups.empty')}
            body={t('structure.groups.emptyBody')}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('structure.columns.name'),
            rowHeader: true,
            cellStyle: { fontWeight: 700 },
            render: (group) => group.name,
          },
          {
            key: 'members',
            header: t('structure.columns.members'),
            align: 'right',
            render: (group) => format.number(group.member_count),
          },
          {
            key: 'created',
            header: t('structure.columns.created'),
            nowrap: true,
            render: (group) => <DateText value={group.created_at} />,
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (group) => (
            <>
              <Button
                size="small"
                startIcon={<GroupOutlined />}
                sx={{ whiteSpace: 'nowrap' }}
                aria-label={t('structure.groups.membersLabel', { name: group.name })}
                onClick={() => setDialog({ kind: 'members', group })}
              >
                {t('structure.groups.members')}
              </Button>
              <IconButton
                aria-label={t('structure.groups.rename', { name: group.name })}
                onClick={() => setDialog({ kind: 'edit', group })}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={t('structure.groups.delete', { name: group.name })}
                onClick={() => remove.ask(group)}
              >
                <DeleteOutlined />
              </IconButton>
            </>
          ),
        }}
      />
      {dialog?.kind === 'edit' ? (
        <GroupDialog group={dialog.group} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'members' ? (
        <GroupMembersDialog group={dialog.group} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmActionDialog
        action={remove}
        title={t('structure.groups.deleteTitle')}
        body={(group) => t('structure.groups.deleteBody', { name: group.name })}
        confirmLabel={t('admin.common.delete')}
      />
    </Stack>
  );
}
