import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  departmentsQueryOptions,
  distributePoints,
  MEMO_MAX_LENGTH,
  type DistributeResult,
} from '@/api/admin-budgets';
import { queryKeys } from '@/api/query-keys';
import { LoadError } from '@/components/feedback/load-error';
import { TextInput } from '@/components/form/text-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import { FormError } from '../../components/form-error';
import { Panel } from '../../components/panel';
import { PeoplePicker } from '../../components/people-picker';
import { RadioField } from '../../components/radio-field';
import { useFieldError } from '../../hooks/use-field-error';
import { schemaResolver } from '../../lib/form-resolver';

import {
  toDistributeRequest,
  validateDistribute,
  type DistributeTarget,
  type DistributeValues,
} from './budget-schemas';

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
  const id = useId();
  const format = useNumberFormat();
  const queryClient = useQueryClient();
  const departments = useQuery(departmentsQueryOptions());
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DistributeValues>({
    defaultValues: DEFAULTS,
    resolver: schemaResolver(validateDistribute),
  });
  const distribute = useMutation({
    mutationFn: (values: DistributeValues) => distributePoints(toDistributeRequest(values)),
    onSuccess: async (_result, values) => {
      reset({ ...DEFAULTS, mode: values.mode, target: values.target });
      await queryClient.invalidateQueries({ queryKey: queryKeys.points });
      await queryClient.invalidateQueries({ queryKey: queryKeys.pointsOutputs });
    },
  });
  const fieldError = useFieldError(errors, distribute.error);
  const target = useWatch({ control, name: 'target' });
  const mode = useWatch({ control, name: 'mode' });
  const amountField = register('amount');
  const memoField = register('memo');
  const result: DistributeResult | undefined = distribute.data;

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
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit((values) => distribute.mutate(values))(event)}
      >
        {result ? (
          <Alert severity="success" role="status">
            {t('admin.budgets.distribute.done', {
              count: result.affected,
              people: format.number(result.affected),
              points: format.number(result.points_moved),
            })}
          </Alert>
        ) : null}
        <FormError
          error={distribute.error}
          shownFields={['amount', 'user_ids', 'department_ids', 'memo']}
        />
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <RadioField
              label={t('admin.budgets.distribute.mode')}
              value={field.value}
              onChange={field.onChange}
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
          )}
        />
        <TextInput
          {...amountField}
          inputRef={amountField.ref}
          id={`${id}-amount`}
          label={t('admin.budgets.fields.amount')}
          required
          inputMode="numeric"
          error={Boolean(fieldError('amount'))}
          helperText={fieldError('amount')}
          sx={{ maxWidth: 240 }}
        />
        <Controller
          control={control}
          name="target"
          render={({ field }) => (
            <RadioField
              label={t('admin.budgets.distribute.target')}
              value={field.value}
              onChange={field.onChange}
              options={targets}
            />
          )}
        />
        {target === 'people' ? (
          <Controller
            control={control}
            name="people"
            render={({ field }) => (
              <PeoplePicker
                id={`${id}-people`}
                label={t('admin.budgets.fields.people')}
                required
                value={field.value}
                onChange={field.onChange}
                error={Boolean(fieldError('people') ?? fieldError('user_ids'))}
                helperText={fieldError('people') ?? fieldError('user_ids')}
              />
            )}
          />
        ) : null}
        {target === 'departments' ? (
          departments.isError ? (
            <LoadError error={departments.error} onRetry={() => void departments.refetch()} />
          ) : (
            <Controller
              control={control}
              name="departmentIds"
              render={({ field }) => {
                const message = fieldError('departmentIds') ?? fieldError('department_ids');
                return (
                  <FormControl component="fieldset" error={Boolean(message)} required>
                    <FormLabel component="legend">
                      {t('admin.budgets.fields.departments')}
                    </FormLabel>
                    <FormGroup>
                      {(departments.data ?? [])
                        .filter((department) => department.active)
                        .map((department) => (
                          <FormControlLabel
                            key={department.id}
                            label={t('admin.budgets.distribute.department', {
                              name: department.name,
                              count: department.member_count,
                            })}
                            control={
                              <Checkbox
                                checked={field.value.includes(department.id)}
                                onChange={(event) =>
                                  field.onChange(
                                    event.target.checked
                                      ? [...field.value, department.id]
                                      : field.value.filter((d) => d !== department.id),
                                  )
                                }
                              />
                            }
                          />
                        ))}
                    </FormGroup>
                    {message ? <FormHelperText>{message}</FormHelperText> : null}
                  </FormControl>
                );
              }}
            />
          )
        ) : null}
        {target === 'all' ? (
          <Alert severity="warning">{t('admin.budgets.distribute.allWarning')}</Alert>
        ) : null}
        <TextInput
          {...memoField}
          inputRef={memoField.ref}
          id={`${id}-memo`}
          label={t('admin.budgets.fields.memo')}
          error={Boolean(fieldError('memo'))}
          helperText={fieldError('memo') ?? t('admin.budgets.fields.memoHelp')}
          inputProps={{ maxLength: MEMO_MAX_LENGTH }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={distribute.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin.budgets.distribute.submit')}
        </Button>
      </Stack>
    </Panel>
  );
}
