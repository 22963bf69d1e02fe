import { useTranslation } from 'react-i18next';

import { PeopleField } from '@/components/form/fields/people-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { STRUCTURE_NAME_MAX_LENGTH, type Group } from '@/lib/calls/directory';

import { saveGroupMutation } from '../api/groups';
import { groupFormFrom, toNewGroup, validateGroupForm } from '../structure-schema';

export type GroupDialogProps = {
  /** The group to rename, or null to add one (with its first members). */
  group: Group | null;
  onClose: () => void;
};

/** Adds a group, with its first members if wanted, or renames one. */
export function GroupDialog({ group, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: groupFormFrom(group),
    validate: validateGroupForm,
    mutation: saveGroupMutation(group),
    toRequest: toNewGroup,
    serverFields: { member_ids: 'members' },
    codeFields: { group_name_taken: 'name' },
    successToast: (saved) =>
      t(group ? 'structure.groups.renamed' : 'structure.groups.created', { name: saved.name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={
        group
          ? t('structure.groups.renameTitle', { name: group.name })
          : t('structure.groups.createTitle')
      }
      submitLabel={group ? t('admin.common.save') : t('structure.groups.createSubmit')}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t('structure.fields.name')}
        required
        maxLength={STRUCTURE_NAME_MAX_LENGTH}
        autoComplete="off"
      />
      {group ? null : (
        <PeopleField name="members" label={t('structure.groups.firstMembers')} multiple />
      )}
    </FormDialog>
  );
}
