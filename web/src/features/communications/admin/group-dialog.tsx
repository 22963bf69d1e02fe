import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ViewDialog } from '@/components/dialog/view-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { PeopleField } from '@/components/form/fields/people-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useAppStore } from '@/stores/app-store';

import {
  GROUP_LIMITS,
  groupQueryOptions,
  saveGroupMutation,
  type CommunicationGroup,
} from '../api/groups';

import { groupFormFrom, toGroupInput, validateGroupForm } from './group-form-schema';

export type GroupDialogProps = {
  /** The group to edit (its members are loaded first), or null to create one. */
  groupId: number | null;
  onClose: () => void;
};

/** Creates a communication group, or edits one: its name and its people. */
export function GroupDialog({ groupId, onClose }: GroupDialogProps) {
  if (groupId === null) return <GroupForm group={null} onClose={onClose} />;
  return <LoadedGroupForm groupId={groupId} onClose={onClose} />;
}

function LoadedGroupForm({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const group = useQuery(groupQueryOptions(groupId));
  if (group.isSuccess) return <GroupForm group={group.data} onClose={onClose} />;
  return (
    <ViewDialog
      title={t('communications.groups.loadingGroup')}
      onClose={onClose}
      closeLabel={t('admin.common.cancel')}
    >
      {group.isError ? (
        <LoadError
          error={group.error}
          onRetry={() => void group.refetch()}
          retrying={group.isFetching}
        />
      ) : (
        <LoadingBlock label={t('communications.groups.loadingGroup')} />
      )}
    </ViewDialog>
  );
}

type GroupFormProps = { group: CommunicationGroup | null; onClose: () => void };

function GroupForm({ group, onClose }: GroupFormProps) {
  const { t } = useTranslation();
  const setCreatedGroup = useAppStore((state) => state.setCreatedCommunicationGroup);
  const form = useMutationForm({
    defaultValues: groupFormFrom(group),
    validate: validateGroupForm,
    mutation: saveGroupMutation(group?.id ?? null),
    toRequest: toGroupInput,
    serverFields: { member_ids: 'members' },
    codeFields: { group_name_taken: 'name', communication_group_name_taken: 'name' },
    successToast: (saved) =>
      t(group ? 'communications.groups.saved' : 'communications.groups.created', {
        name: saved.name,
      }),
    onSuccess: (saved) => {
      // Spec §3: the session keeps the group just created; the compose form starts with it.
      if (!group) setCreatedGroup({ id: saved.id, name: saved.name });
      onClose();
    },
  });
  return (
    <FormDialog
      form={form}
      title={
        group
          ? t('communications.groups.editTitle', { name: group.name })
          : t('communications.groups.createTitle')
      }
      submitLabel={group ? t('admin.common.save') : t('communications.groups.createSubmit')}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t('communications.groups.fields.name')}
        required
        maxLength={GROUP_LIMITS.nameMaxLength}
        autoComplete="off"
      />
      <PeopleField name="members" label={t('communications.groups.fields.members')} multiple />
    </FormDialog>
  );
}
