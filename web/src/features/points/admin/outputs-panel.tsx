import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { DateField } from '@/components/form/fields/date-field';
import { SelectField } from '@/components/form/fields/select-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Panel } from '@/components/layout/panel';

import { pointsOutputsQueryOptions } from '../api/budgets';

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
  const [applied, setApplied] = useState<OutputsValues>(defaultOutputs);
  const form = useForm<OutputsValues>({
    defaultValues: applied,
    resolver: schemaResolver(validateOutputs),
  });
  const report = useQuery(pointsOutputsQueryOptions(toOutputsRequest(applied)));

  return (
    <Panel
      title={t('admin.budgets.outputs.title')}
      description={t('admin.budgets.outputs.description')}
    >
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'flex-start' } }}
          onSubmit={(event) => void form.handleSubmit((values) => setApplied({ ...values }))(event)}
        >
          <DateField name="from" label={t('admin.budgets.outputs.from')} />
          <DateField name="to" label={t('admin.budgets.outputs.to')} />
          <SelectField
            name="group_by"
            label={t('admin.budgets.outputs.groupBy')}
            options={[
              { value: 'month', label: t('admin.budgets.outputs.byMonth') },
              { value: 'day', label: t('admin.budgets.outputs.byDay') },
            ]}
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
      </FormProvider>
      <QueryContent query={report} loadingLabel={t('admin.common.loading')}>
        {(data) => <OutputsTable report={data} groupBy={applied.group_by} />}
      </QueryContent>
    </Panel>
  );
}
