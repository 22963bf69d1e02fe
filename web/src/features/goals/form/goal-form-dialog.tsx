import Box from '@mui/material/Box';
import { useQuery, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { PersonRef } from '@/api/types';
import { DateField } from '@/components/form/fields/date-field';
import { PeopleField } from '@/components/form/fields/people-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useAppStore } from '@/stores/app-store';

import { formDepartmentsQueryOptions, formGroupsQueryOptions } from '../api/form-data';
import {
  createGoalMutation,
  goalCategoriesQueryOptions,
  goalsQueryOptions,
  updateGoalMutation,
} from '../api/goals';
import {
  GOAL_METRICS,
  PROGRESS_MODES,
  VISIBILITIES,
  type GoalDetail,
  type GoalPatch,
} from '../api/types';
import { categoryName } from '../lib/category-name';
import { PERIOD_PRESETS, presetPeriod, type PeriodPreset } from '../lib/periods';
import { useGoalErrorMessage } from '../lib/use-goal-error';
import { goalPath } from '../paths';

import {
  GOAL_LIMITS,
  GOAL_SERVER_FIELDS,
  goalFormValues,
  levelsFor,
  toCreateRequest,
  toPatchRequest,
  validateGoal,
  type GoalFormValues,
} from './goal-form-schema';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Creating a goal, or editing one (`goal`): everything GOA-1 names. The server's 422 lands on
 *  each field; nothing typed is lost on an error (the dialog stays open with the values). */
export function GoalFormDialog({ goal, onClose }: { goal?: GoalDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useGoalErrorMessage();
  const me = useAppStore((state) => state.me.data);
  const person: PersonRef | null = me
    ? { id: me.id, full_name: me.full_name, first_name: me.first_name, last_name: me.last_name }
    : null;
  const quarter = presetPeriod('thisQuarter') ?? { from: '', to: '' };
  const form = useMutationForm({
    defaultValues: goalFormValues(goal, person, quarter),
    validate: validateGoal,
    // Both answer the goal; a new goal's request is a patch with its checklist and parents.
    mutation: (goal ? updateGoalMutation(goal.id) : createGoalMutation()) as UseMutationOptions<
      GoalDetail,
      Error,
      GoalPatch
    >,
    toRequest: (values: GoalFormValues): GoalPatch =>
      goal ? toPatchRequest(values) : toCreateRequest(values),
    serverFields: GOAL_SERVER_FIELDS,
    codeFields: { goal_cycle: 'parentId' },
    successToast: () => t(goal ? 'goals.form.saved' : 'goals.form.created'),
    onSuccess: (saved) => {
      onClose();
      if (!goal) void navigate(goalPath(saved.id));
    },
  });
  return (
    <FormDialog
      form={form}
      title={t(goal ? 'goals.form.editTitle' : 'goals.form.createTitle')}
      submitLabel={t(goal ? 'goals.form.save' : 'goals.form.create')}
      onClose={onClose}
      maxWidth="md"
      describeError={errorMessage}
    >
      <GoalFields isNew={!goal} />
    </FormDialog>
  );
}

function GoalFields({ isNew }: { isNew: boolean }) {
  const { t, i18n } = useTranslation();
  const { setValue, control } = useFormContext<GoalFormValues>();
  const me = useAppStore((state) => state.me.data);
  const isAdmin = me?.user_type === 'admin';
  const [level, metric, visibility, preset, parentId] = useWatch({
    control,
    name: ['level', 'metric', 'visibility', 'preset', 'parentId'],
  });
  const categories = useQuery(goalCategoriesQueryOptions());
  const departments = useQuery({
    ...formDepartmentsQueryOptions(),
    enabled: level === 'department',
  });
  const groups = useQuery({ ...formGroupsQueryOptions(), enabled: level === 'group' });
  const parents = useQuery({
    ...goalsQueryOptions('all', { status: 'active' }, 0, 50),
    enabled: isNew,
  });

  // A preset fills the dates; custom leaves them to the person.
  useEffect(() => {
    const dates = presetPeriod(preset);
    if (dates) {
      setValue('startsOn', dates.from);
      setValue('endsOn', dates.to);
    }
  }, [preset, setValue]);

  const ownDepartments = (departments.data ?? []).filter(
    (department) => isAdmin || department.leader?.id === me?.id,
  );
  const levels = levelsFor(me?.user_type);

  return (
    <>
      <TextField
        name="title"
        label={t('goals.form.title')}
        required
        maxLength={GOAL_LIMITS.title}
      />
      <TextField
        name="description"
        label={t('goals.form.description')}
        lines={3}
        maxLength={GOAL_LIMITS.description}
        countRemaining
      />
      <Box sx={grid}>
        <PeopleField name="owner" label={t('goals.form.owner')} required />
        <PeopleField name="coOwners" label={t('goals.form.coOwners')} multiple />
      </Box>
      <Box sx={grid}>
        <SelectField
          name="level"
          label={t('goals.form.level')}
          options={levels.map((entry) => ({ value: entry, label: t(`goals.level.${entry}`) }))}
        />
        {level === 'department' ? (
          <SelectField
            name="departmentId"
            label={t('goals.form.department')}
            options={[
              { value: '', label: t('goals.form.choose') },
              ...ownDepartments.map((department) => ({
                value: String(department.id),
                label: department.name,
              })),
            ]}
          />
        ) : null}
        {level === 'group' ? (
          <SelectField
            name="groupId"
            label={t('goals.form.group')}
            options={[
              { value: '', label: t('goals.form.choose') },
              ...(groups.data ?? []).map((group) => ({
                value: String(group.id),
                label: group.name,
              })),
            ]}
          />
        ) : null}
        <SelectField
          name="categoryId"
          label={t('goals.form.category')}
          options={[
            { value: '', label: t('goals.form.noCategory') },
            ...(categories.data ?? []).map((category) => ({
              value: String(category.id),
              label: categoryName(category, i18n.language),
            })),
          ]}
        />
      </Box>
      <Box
        sx={{
          ...grid,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <SelectField
          name="preset"
          label={t('goals.form.period')}
          options={PERIOD_PRESETS.map((entry: PeriodPreset) => ({
            value: entry,
            label: t(`goals.period.${entry}`),
          }))}
        />
        <DateField name="startsOn" label={t('goals.period.from')} />
        <DateField name="endsOn" label={t('goals.period.to')} />
      </Box>
      <Box sx={grid}>
        <SelectField
          name="metric"
          label={t('goals.form.metric')}
          options={GOAL_METRICS.map((entry) => ({
            value: entry,
            label: t(`goals.metric.${entry}`),
          }))}
        />
        {metric === 'number' ? (
          <TextField
            name="unit"
            label={t('goals.form.unit')}
            maxLength={GOAL_LIMITS.unit}
            helperText={t('goals.form.unitHelp')}
          />
        ) : null}
        {metric === 'currency' ? (
          <TextField
            name="currency"
            label={t('goals.form.currency')}
            maxLength={3}
            helperText={t('goals.form.currencyHelp')}
          />
        ) : null}
      </Box>
      {metric !== 'binary' ? (
        <Box sx={grid}>
          <TextField name="startValue" label={t('goals.form.startValue')} decimal required />
          <TextField name="targetValue" label={t('goals.form.targetValue')} decimal required />
        </Box>
      ) : null}
      <Box sx={grid}>
        <SelectField
          name="progressMode"
          label={t('goals.form.progressMode')}
          options={PROGRESS_MODES.map((entry) => ({
            value: entry,
            label: t(`goals.progressMode.${entry}`),
          }))}
        />
        <SelectField
          name="visibility"
          label={t('goals.form.visibility')}
          options={VISIBILITIES.map((entry) => ({
            value: entry,
            label: t(`goals.visibility.${entry}`),
          }))}
        />
      </Box>
      {visibility === 'private' ? (
        <PeopleField name="viewers" label={t('goals.form.viewers')} multiple />
      ) : null}
      <Box sx={grid}>
        <TextField
          name="weight"
          label={t('goals.form.weight')}
          decimal
          helperText={t('goals.form.weightHelp')}
        />
        {isAdmin ? (
          <TextField
            name="points"
            label={t('goals.form.points')}
            numeric
            helperText={t('goals.form.pointsHelp')}
          />
        ) : null}
      </Box>
      {isNew ? (
        <>
          <TextField
            name="checklist"
            label={t('goals.form.checklist')}
            lines={3}
            helperText={t('goals.form.checklistHelp')}
          />
          <Box sx={grid}>
            <SelectField
              name="parentId"
              label={t('goals.form.parent')}
              options={[
                { value: '', label: t('goals.form.noParent') },
                ...(parents.data?.items ?? []).map((entry) => ({
                  value: String(entry.id),
                  label: entry.title,
                })),
              ]}
            />
            {parentId ? (
              <TextField
                name="contribution"
                label={t('goals.alignment.share')}
                numeric
                helperText={t('goals.alignment.shareHelp')}
              />
            ) : null}
          </Box>
        </>
      ) : null}
    </>
  );
}
