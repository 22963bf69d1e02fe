import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { ViewDialog } from '@/components/dialog/view-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { PeopleField } from '@/components/form/fields/people-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import type { Group } from '@/lib/calls/directory';

import {
  addGroupMembersMutation,
  groupMembersQueryOptions,
  removeGroupMemberMutation,
} from '../api/groups';
import { validateNewMembers, type NewMembersValues } from '../structure-schema';

export type GroupMembersDialogProps = { group: Group; onClose: () => void };

/** Adds people to the group (several at once, people already in it are skipped). */
function AddMembersForm({ group }: { group: Group }) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: { people: [] },
    validate: validateNewMembers,
    mutation: addGroupMembersMutation(group.id),
    toRequest: (values: NewMembersValues) => values.people.map((person) => person.id),
    serverFields: { user_ids: 'people' },
    successToast: (_saved, values) =>
      t('structure.members.added', { count: values.people.length, name: group.name }),
    onSuccess: () => form.form.reset({ people: [] }),
  });
  return (
    <InlineForm form={form} submitLabel={t('structure.members.addSubmit')}>
      <PeopleField name="people" label={t('structure.members.add')} multiple />
    </InlineForm>
  );
}

/** A group's members, a page at a time, each with a button that takes them out; and a form
 *  that adds people. */
export function GroupMembersDialog({ group, onClose }: GroupMembersDialogProps) {
  const { t } = useTranslation();
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const members = useQuery(groupMembersQueryOptions(group.id, page + 1, perPage));
  const remove = useToastMutation(removeGroupMemberMutation(group.id), {
    errorToast: true,
    // The last one on a later page: the page before it shows instead of an empty one.
    onSuccess: () => {
      if (page > 0 && members.data?.items.length === 1) setPage(page - 1);
    },
    success: (_group, person) =>
      t('structure.members.removed', { name: person.full_name, group: group.name }),
  });

  return (
    <ViewDialog title={t('structure.members.title', { name: group.name })} onClose={onClose}>
      <Stack spacing={3}>
        <AddMembersForm group={group} />
        <Stack spacing={1.5}>
          <Typography variant="h3" component="h3">
            {t('structure.members.listTitle')}
          </Typography>
          <ResourceTable
            query={members}
            rows={(data) => data.items}
            rowKey={(person: PersonRef) => person.id}
            label={t('structure.members.tableLabel', { name: group.name })}
            loadingLabel={t('admin.common.loading')}
            empty={<EmptyState icon="👥" title={t('structure.members.empty')} />}
            columns={[
              {
                key: 'name',
                header: t('structure.members.columns.name'),
                rowHeader: true,
                render: (person) => person.full_name,
              },
              {
                key: 'email',
                header: t('structure.members.columns.email'),
                cellStyle: { overflowWrap: 'anywhere' },
                render: (person) => person.email ?? '—',
              },
            ]}
            actions={{
              header: t('admin.common.actions'),
              render: (person) => (
                <IconButton
                  aria-label={t('structure.members.remove', { name: person.full_name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(person)}
                >
                  <PersonRemoveOutlined />
                </IconButton>
              ),
            }}
            pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
          />
        </Stack>
      </Stack>
    </ViewDialog>
  );
}
