import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { useNumberFormat } from '@/i18n/use-number-format';
import { groupsQueryOptions, type Group } from '@/lib/calls/directory';

import { deleteGroupMutation } from '../api/groups';
import { GroupDialog } from '../components/group-dialog';
import { GroupMembersDialog } from '../components/group-members-dialog';
import { StructurePage } from '../components/structure-page';

/** Groups of people across departments: members, rename, delete. */
export function GroupsPage() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const groups = useQuery(groupsQueryOptions());
  const [members, setMembers] = useState<Group | null>(null);

  return (
    <>
      <StructurePage<Group, { id: number }>
        kind="groups"
        icon="🧩"
        query={groups}
        columns={[
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
        rowActions={(group) => (
          <Button
            size="small"
            startIcon={<GroupOutlined />}
            sx={{ whiteSpace: 'nowrap' }}
            aria-label={t('structure.groups.membersLabel', { name: group.name })}
            onClick={() => setMembers(group)}
          >
            {t('structure.groups.members')}
          </Button>
        )}
        deleteMutation={deleteGroupMutation()}
        editor={(group, close) => <GroupDialog group={group} onClose={close} />}
      />
      {members ? <GroupMembersDialog group={members} onClose={() => setMembers(null)} /> : null}
    </>
  );
}
