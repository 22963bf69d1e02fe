import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { TableScroll } from '@/components/data/table-scroll';
import { ViewDialog } from '@/components/dialog/view-dialog';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { StatusChip } from '@/components/status-chip';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  deactivateByEmailMutation,
  type BulkDeactivation,
  type DeactivationOutcome,
} from '../api/people';
import {
  parseEmailList,
  validateBulkDeactivation,
  type BulkDeactivationValues,
} from '../bulk-deactivation-schema';

export type BulkDeactivateDialogProps = { onClose: () => void };

const OUTCOME_COLORS = {
  deactivated: 'success',
  already_inactive: 'default',
  not_found: 'warning',
  invalid_email: 'warning',
  yourself: 'warning',
} as const satisfies Record<DeactivationOutcome, 'success' | 'warning' | 'default'>;

/** The addresses box, with how many distinct addresses it holds so far. */
function EmailListField() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const text = useWatch<BulkDeactivationValues, 'emails'>({ name: 'emails' });
  const count = parseEmailList(text).length;
  return (
    <TextField
      name="emails"
      label={t('people.bulk.emails')}
      required
      lines={6}
      helperText={t('people.bulk.count', { count, formatted: format.number(count) })}
    />
  );
}

/** What the server did with each address; closing goes back to the list. */
function ResultsDialog({ result, onClose }: { result: BulkDeactivation; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <ViewDialog title={t('people.bulk.resultTitle')} onClose={onClose}>
      <Stack spacing={2}>
        <Alert severity={result.deactivated > 0 ? 'success' : 'info'} role="status">
          {t('people.bulk.deactivated', {
            count: result.deactivated,
            formatted: format.number(result.deactivated),
          })}
        </Alert>
        <TableScroll label={t('people.bulk.resultsLabel')}>
          <DataTable
            label={t('people.bulk.resultsLabel')}
            rows={result.results}
            rowKey={(row) => row.email}
            columns={[
              {
                key: 'email',
                header: t('people.bulk.columns.email'),
                rowHeader: true,
                cellStyle: { overflowWrap: 'anywhere' },
                render: (row) => row.email,
              },
              {
                key: 'outcome',
                header: t('people.bulk.columns.outcome'),
                nowrap: true,
                render: (row) => (
                  <StatusChip
                    current={row.outcome === 'deactivated'}
                    color={OUTCOME_COLORS[row.outcome]}
                    label={t(`people.bulk.outcomes.${row.outcome}`)}
                  />
                ),
              },
            ]}
          />
        </TableScroll>
      </Stack>
    </ViewDialog>
  );
}

/** Deactivates people by their addresses, then lists what happened to each. */
export function BulkDeactivateDialog({ onClose }: BulkDeactivateDialogProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<BulkDeactivation | null>(null);
  const form = useMutationForm({
    defaultValues: { emails: '' },
    validate: validateBulkDeactivation,
    mutation: deactivateByEmailMutation(),
    toRequest: (values: BulkDeactivationValues) => parseEmailList(values.emails),
    onSuccess: setResult,
  });
  if (result) return <ResultsDialog result={result} onClose={onClose} />;
  return (
    <FormDialog
      form={form}
      title={t('people.bulk.title')}
      submitLabel={t('people.bulk.submit')}
      onClose={onClose}
      destructive
      intro={<Alert severity="warning">{t('people.bulk.intro')}</Alert>}
    >
      <EmailListField />
    </FormDialog>
  );
}
