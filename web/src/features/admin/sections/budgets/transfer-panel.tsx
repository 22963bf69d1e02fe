import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { MEMO_MAX_LENGTH, transferPoints } from '@/api/admin-budgets';
import { queryKeys } from '@/api/query-keys';
import { TextInput } from '@/components/form/text-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import { FormError } from '../../components/form-error';
import { Panel } from '../../components/panel';
import { PersonPicker } from '../../components/people-picker';
import { RadioField } from '../../components/radio-field';
import { useFieldError } from '../../hooks/use-field-error';
import { schemaResolver } from '../../lib/form-resolver';
import { parseWholeNumber } from '../../lib/whole-number';

import { validateTransfer, type TransferValues } from './budget-schemas';

const DEFAULTS: TransferValues = { from: null, to: null, amount: '', account: 'give', memo: '' };

/** Moves points from one person to another (corrections), from either account. */
export function TransferPanel() {
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
  } = useForm<TransferValues>({
    defaultValues: DEFAULTS,
    resolver: schemaResolver(validateTransfer),
  });
  const transfer = useMutation({
    mutationFn: (values: TransferValues) =>
      transferPoints({
        from_user_id: values.from?.id ?? 0,
        to_user_id: values.to?.id ?? 0,
        amount: parseWholeNumber(values.amount) ?? 0,
        account: values.account,
        ...(values.memo.trim() ? { memo: values.memo.trim() } : {}),
      }).then((result) => ({
        result,
        account: values.account,
        fromName: values.from?.full_name ?? '',
        toName: values.to?.full_name ?? '',
      })),
    onSuccess: async (_data, values) => {
      reset({ ...DEFAULTS, account: values.account });
      await queryClient.invalidateQueries({ queryKey: queryKeys.points });
      await queryClient.invalidateQueries({ queryKey: queryKeys.pointsOutputs });
    },
  });
  const fieldError = useFieldError(errors, transfer.error);
  const amountField = register('amount');
  const memoField = register('memo');
  const done = transfer.data;
  const balance = (summary: { give_balance: number; redeem_balance: number }) =>
    format.number(done?.account === 'redeem' ? summary.redeem_balance : summary.give_balance);

  return (
    <Panel
      title={t('admin.budgets.transfer.title')}
      description={t('admin.budgets.transfer.description')}
    >
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit((values) => transfer.mutate(values))(event)}
      >
        {done ? (
          <Alert severity="success" role="status">
            {t(
              done.account === 'redeem'
                ? 'admin.budgets.transfer.doneRedeem'
                : 'admin.budgets.transfer.doneGive',
              {
                from: done.fromName,
                to: done.toName,
                fromBalance: balance(done.result.from),
                toBalance: balance(done.result.to),
              },
            )}
          </Alert>
        ) : null}
        <FormError
          error={transfer.error}
          shownFields={['from_user_id', 'to_user_id', 'amount', 'memo']}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="from"
            render={({ field }) => (
              <PersonPicker
                id={`${id}-from`}
                label={t('admin.budgets.transfer.from')}
                required
                value={field.value}
                onChange={field.onChange}
                error={Boolean(fieldError('from') ?? fieldError('from_user_id'))}
                helperText={fieldError('from') ?? fieldError('from_user_id')}
              />
            )}
          />
          <Controller
            control={control}
            name="to"
            render={({ field }) => (
              <PersonPicker
                id={`${id}-to`}
                label={t('admin.budgets.transfer.to')}
                required
                value={field.value}
                onChange={field.onChange}
                error={Boolean(fieldError('to') ?? fieldError('to_user_id'))}
                helperText={fieldError('to') ?? fieldError('to_user_id')}
              />
            )}
          />
        </Stack>
        <Controller
          control={control}
          name="account"
          render={({ field }) => (
            <RadioField
              label={t('admin.budgets.transfer.account')}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'give', label: t('admin.budgets.accounts.give') },
                { value: 'redeem', label: t('admin.budgets.accounts.redeem') },
              ]}
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
          loading={transfer.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin.budgets.transfer.submit')}
        </Button>
      </Stack>
    </Panel>
  );
}
