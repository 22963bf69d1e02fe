import { useTranslation } from 'react-i18next';

import { PeopleField } from '@/components/form/fields/people-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { STRUCTURE_NAME_MAX_LENGTH, type DepartmentDetail } from '@/lib/calls/directory';

import { saveDepartmentMutation } from '../api/departments';
import { departmentFormFrom, toDepartmentInput, validateDepartmentForm } from '../structure-schema';

export type DepartmentDialogProps = {
  /** The department to edit, or null to add one. */
  department: DepartmentDetail | null;
  onClose: () => void;
};

/** Adds a department or edits one: its name and its leader (who may be cleared). */
export function DepartmentDialog({ department, onClose }: DepartmentDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: departmentFormFrom(department),
    validate: validateDepartmentForm,
    mutation: saveDepartmentMutation(department),
    toRequest: (values) => toDepartmentInput(values, department),
    serverFields: { leader_id: 'leader' },
    codeFields: { department_name_taken: 'name' },
    successToast: (saved) =>
      t(department ? 'structure.departments.updated' : 'structure.departments.created', {
        name: saved.name,
      }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={
        department
          ? t('structure.departments.editTitle', { name: department.name })
          : t('structure.departments.createTitle')
      }
      submitLabel={department ? t('admin.common.save') : t('structure.departments.createSubmit')}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t('structure.fields.name')}
        required
        maxLength={STRUCTURE_NAME_MAX_LENGTH}
        autoComplete="off"
      />
      <PeopleField name="leader" label={t('structure.departments.leader')} />
    </FormDialog>
  );
}
