import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { PeopleField } from '@/components/form/fields/people-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { SelectField } from '@/components/form/fields/select-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { departmentDetailsQueryOptions } from '@/lib/calls/directory';

import { assignPeopleMutation, type WorkplaceSiteAdmin } from '../api/admin-workplace';
import { useWorkplaceErrorMessage } from '../lib/site-words';

import { toAssignRequest, validateAssign, type AssignValues } from './assign-form';

function DepartmentChoice() {
  const { t } = useTranslation();
  const departments = useQuery(departmentDetailsQueryOptions());
  const options = (departments.data ?? [])
    .filter((department) => department.active)
    .map((department) => ({ value: String(department.id), label: department.name }));
  return (
    <SelectField
      name="department"
      label={t('workplace.assign.department')}
      helperText={t('workplace.assign.departmentHelp')}
      options={[{ value: '', label: t('workplace.assign.chooseDepartment') }, ...options]}
    />
  );
}

function Chosen() {
  const { t } = useTranslation();
  const mode = useWatch<AssignValues, 'mode'>({ name: 'mode' });
  return mode === 'department' ? (
    <DepartmentChoice />
  ) : (
    <PeopleField name="people" label={t('workplace.assign.people')} multiple />
  );
}

export type AssignDialogProps = { site: WorkplaceSiteAdmin; onClose: () => void };

/** Assigns people to a site at once: some people found by name, or every active member of a
 *  department. Each person works at one site: an earlier one is replaced. */
export function AssignDialog({ site, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const describeError = useWorkplaceErrorMessage();
  const form = useMutationForm({
    defaultValues: { mode: 'people', people: [], department: '' },
    validate: validateAssign,
    mutation: assignPeopleMutation(site.id),
    toRequest: toAssignRequest,
    serverFields: { user_ids: 'people', department_id: 'department' },
    successToast: (saved) => t('workplace.assign.done', { count: saved.assigned, name: site.name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('workplace.assign.title', { name: site.name })}
      submitLabel={t('workplace.assign.submit')}
      onClose={onClose}
      describeError={describeError}
      intro={t('workplace.assign.intro')}
    >
      <RadioField
        name="mode"
        label={t('workplace.assign.mode')}
        options={[
          { value: 'people', label: t('workplace.assign.modes.people') },
          { value: 'department', label: t('workplace.assign.modes.department') },
        ]}
      />
      <Chosen />
    </FormDialog>
  );
}
