import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { grantExtraPoints, MEMO_MAX_LENGTH } from '@/api/admin-budgets';
import { queryKeys } from '@/api/query-keys';
import { TextInput } from '@/components/form/text-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import { FormError } from '../../components/form-error';
import { Panel } from '../../components/panel';
import { PersonPicker } from '../../components/people-picker';
import { useFieldError } from '../../hooks/use-field-error';
import { schemaResolver } from '../../lib/form-resolver';
import { parseWholeNumber } from '../../lib/whole-number';

import { validateExtra, type ExtraValues } from './budget-schemas';

const DEFAULTS: ExtraValues = { person: null, amount: '', memo: '' };

/** Adds giving points to one person. */
export function ExtraPointsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ExtraValues>({ defaultValues: DEFAULTS, resolver: schemaResolver(validateExtra) });
  const grant = useMutation({
    mutationFn: (values: ExtraValues) =>
      grantExtraPoints({
        user_id: values.person?.id,
        amount: parseWholeNumber(values.amount) ?? 0,
        ...(values.memo.trim() ? { memo: values.memo.trim() } : {}),
      }).then((summary) => ({ summary, name: values.person?.full_name ?? '' })),
    onSuccess: async () => {
      reset(DEFAULTS);
      await queryClient.invalidateQueries({ queryKey: queryKeys.points });
      await queryClient.invalidateQueries({ queryKey: queryKeys.pointsOutputs });
    },
  });
  const fieldError = useFieldError(errors, grant.error);
  const amountField = register('amount');
  const memoField = register('memo');

  return (
    <Panel
      title={t('admin.budgets.extra.title')}
      description={t('admin.budgets.extra.description')}
    >
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit((values) => grant.mutate(values))(event)}
      >
        {grant.data ? (
          <Alert severity="success" role="status">
            {t('admin.budgets.extra.done', {
              name: grant.data.name,
              points: format.number(grant.data.summary.give_balance),
            })}
          </Alert>
        ) : null}
        <FormError error={grant.error} shownFields={['user_id', 'email', 'amount', 'memo']} />
        <Controller
          control={control}
          name="person"
          render={({ field }) => (
            <PersonPicker
              id={`${id}-person`}
              label={t('admin.budgets.fields.person')}
              required
              value={field.value}
              onChange={field.onChange}
              error={Boolean(fieldError('person') ?? fieldError('user_id'))}
              helperText={fieldError('person') ?? fieldError('user_id')}
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
          loading={grant.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin.budgets.extra.submit')}
        </Button>
      </Stack>
    </Panel>
  );
}
