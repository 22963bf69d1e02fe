import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { pointsOutputsQueryOptions } from '@/api/admin-budgets';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';

import { DateField } from '../../components/date-field';
import { NativeSelectField } from '../../components/native-select-field';
import { Panel } from '../../components/panel';
import { useFieldError } from '../../hooks/use-field-error';
import { schemaResolver } from '../../lib/form-resolver';

import {
  defaultOutputs,
  toOutputsRequest,
  validateOutputs,
  type OutputsValues,
} from './budget-schemas';
import { OutputsTable } from './outputs-table';

/** Where points went: movements by kind and period over a date range. */
export function OutputsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [applied, setApplied] = useState<OutputsValues>(defaultOutputs);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OutputsValues>({
    defaultValues: applied,
    resolver: schemaResolver(validateOutputs),
  });
  const report = useQuery(pointsOutputsQueryOptions(toOutputsRequest(applied)));
  const fieldError = useFieldError(errors, report.error);
  const fromField = register('from');
  const toField = register('to');

  return (
    <Panel
      title={t('admin.budgets.outputs.title')}
      description={t('admin.budgets.outputs.description')}
    >
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
        onSubmit={(event) => void handleSubmit((values) => setApplied({ ...values }))(event)}
      >
        <DateField
          {...fromField}
          inputRef={fromField.ref}
          id={`${id}-from`}
          label={t('admin.budgets.outputs.from')}
          error={Boolean(fieldError('from'))}
          helperText={fieldError('from')}
        />
        <DateField
          {...toField}
          inputRef={toField.ref}
          id={`${id}-to`}
          label={t('admin.budgets.outputs.to')}
          error={Boolean(fieldError('to'))}
          helperText={fieldError('to')}
        />
        <Controller
          control={control}
          name="group_by"
          render={({ field }) => (
            <NativeSelectField
              id={`${id}-group`}
              label={t('admin.budgets.outputs.groupBy')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              <option value="month">{t('admin.budgets.outputs.byMonth')}</option>
              <option value="day">{t('admin.budgets.outputs.byDay')}</option>
            </NativeSelectField>
          )}
        />
        <Button
          type="submit"
          variant="contained"
          loading={report.isFetching}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          {t('admin.budgets.outputs.submit')}
        </Button>
      </Stack>
      {report.isPending ? <LoadingBlock label={t('admin.common.loading')} /> : null}
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : null}
      {report.data ? <OutputsTable report={report.data} groupBy={applied.group_by} /> : null}
    </Panel>
  );
}
