import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { PeopleField } from '@/components/form/fields/people-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';
import { useNumberFormat } from '@/i18n/use-number-format';

import { departmentsQueryOptions, distributePointsMutation } from '../api/budgets';

import {
  toDistributeRequest,
  validateDistribute,
  type DistributeTarget,
  type DistributeValues,
} from './budget-schemas';
import { AmountField, MemoField } from './movement-fields';

const DEFAULTS: DistributeValues = {
  mode: 'add',
  amount: '',
  target: 'people',
  departmentIds: [],
  people: [],
  memo: '',
};

/** Sets or adds giving points for everyone, some departments or chosen people. */
export function DistributePanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const departments = useQuery(departmentsQueryOptions());
  const form = useMutationForm({
    defaultValues: DEFAULTS,
    validate: validateDistribute,
    mutation: distributePointsMutation(),
    toRequest: toDistributeRequest,
    serverFields: { user_ids: 'people', department_ids: 'departmentIds' },
    onSuccess: (_result, values) =>
      form.form.reset({ ...DEFAULTS, mode: values.mode, target: values.target }),
  });
  const { control } = form.form;
  const target = useWatch({ control, name: 'target' });
  const mode = useWatch({ control, name: 'mode' });
  const result = form.done?.data;

  const targets: { value: DistributeTarget; label: string }[] = [
    { value: 'people', label: t('admin.budgets.distribute.targets.people') },
    { value: 'departments', label: t('admin.budgets.distribute.targets.departments') },
    { value: 'all', label: t('admin.budgets.distribute.targets.all') },
  ];

  return (
    <Panel
      title={t('admin.budgets.distribute.title')}
      description={t('admin.budgets.distribute.description')}
    >
      <InlineForm
        form={form}
        submitLabel={t('admin.budgets.distribute.submit')}
        done={
          result
            ? t('admin.budgets.distribute.done', {
                count: result.affected,
                people: format.number(result.affected),
                points: format.number(result.points_moved),
              })
            : null
        }
      >
        <RadioField
          name="mode"
          label={t('admin.budgets.distribute.mode')}
          options={[
            { value: 'add', label: t('admin.budgets.distribute.modes.add') },
            { value: 'set', label: t('admin.budgets.distribute.modes.set') },
          ]}
          helperText={
            mode === 'set'
              ? t('admin.budgets.distribute.modes.setHelp')
              : t('admin.budgets.distribute.modes.addHelp')
          }
        />
        <AmountField />
        <RadioField name="target" label={t('admin.budgets.distribute.target')} options={targets} />
        {target === 'people' ? (
          <PeopleField name="people" label={t('admin.budgets.fields.people')} required multiple />
        ) : null}
        {target === 'departments' && departments.isError ? (
          <LoadError error={departments.error} onRetry={() => void departments.refetch()} />
        ) : null}
        {target === 'departments' && !departments.isError ? (
          <CheckboxGroupField
            name="departmentIds"
            label={t('admin.budgets.fields.departments')}
            required
            options={(departments.data ?? [])
              .filter((department) => department.active)
              .map((department) => ({
                value: department.id,
                label: t('admin.budgets.distribute.department', {
                  name: department.name,
                  count: department.member_count,
                }),
              }))}
          />
        ) : null}
        {target === 'all' ? (
          <Alert severity="warning">{t('admin.budgets.distribute.allWarning')}</Alert>
        ) : null}
        <MemoField />
      </InlineForm>
    </Panel>
  );
}
