import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  POINTS_PERIODS,
  pointRulesQueryOptions,
  savePointRules,
  type PointRules,
} from '@/api/admin-budgets';
import { queryKeys } from '@/api/query-keys';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';

import { FormError } from '../../components/form-error';
import { NativeSelectField } from '../../components/native-select-field';
import { Panel } from '../../components/panel';
import { useFieldError } from '../../hooks/use-field-error';
import { schemaResolver } from '../../lib/form-resolver';
import { parseWholeNumber } from '../../lib/whole-number';

import { validateRules, type RulesValues } from './budget-schemas';

function RulesForm({ rules }: { rules: PointRules }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<RulesValues>({
    defaultValues: { ...rules, base_points: String(rules.base_points) },
    resolver: schemaResolver(validateRules),
  });
  const save = useMutation({
    mutationFn: (values: RulesValues) =>
      savePointRules({
        period: values.period,
        base_points: parseWholeNumber(values.base_points) ?? 0,
        expire_unused: values.expire_unused,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.pointRules, saved);
      reset({ ...saved, base_points: String(saved.base_points) });
    },
  });
  const fieldError = useFieldError(errors, save.error);
  const baseField = register('base_points');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
    >
      {save.isSuccess && !isDirty ? (
        <Alert severity="success" role="status">
          {t('admin.budgets.rules.saved')}
        </Alert>
      ) : null}
      <FormError error={save.error} shownFields={['period', 'base_points', 'expire_unused']} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="period"
          render={({ field }) => (
            <NativeSelectField
              id={`${id}-period`}
              label={t('admin.budgets.rules.period')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(fieldError('period'))}
              helperText={fieldError('period')}
            >
              {POINTS_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`admin.periods.${period}`)}
                </option>
              ))}
            </NativeSelectField>
          )}
        />
        <TextInput
          {...baseField}
          inputRef={baseField.ref}
          id={`${id}-base`}
          label={t('admin.budgets.rules.basePoints')}
          required
          inputMode="numeric"
          error={Boolean(fieldError('base_points'))}
          helperText={fieldError('base_points') ?? t('admin.budgets.rules.basePointsHelp')}
        />
      </Stack>
      <Controller
        control={control}
        name="expire_unused"
        render={({ field }) => (
          <FormControlLabel
            label={t('admin.budgets.rules.expireUnused')}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        loading={save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('admin.budgets.rules.submit')}
      </Button>
    </Stack>
  );
}

/** The allowance: giving points every period, and whether unused ones expire. */
export function RulesPanel() {
  const { t } = useTranslation();
  const rules = useQuery(pointRulesQueryOptions());
  return (
    <Panel
      title={t('admin.budgets.rules.title')}
      description={t('admin.budgets.rules.description')}
    >
      {rules.isPending ? <LoadingBlock label={t('admin.common.loading')} /> : null}
      {rules.isError ? (
        <LoadError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : null}
      {rules.data ? <RulesForm rules={rules.data} /> : null}
    </Panel>
  );
}
