import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { SheetError, SheetValidation } from '../api/people-import';

import { PagedRowsTable } from './paged-rows-table';

export type SheetCheckProps = { result: SheetValidation };

type NumberedError = SheetError & { key: number };

/** What the dry run found: how many rows, how many are right, and each problem by row. */
export function SheetCheck({ result }: SheetCheckProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const invalid = result.rows - result.valid_rows;
  // By row; a row's problems stay in the sheet's column order (a stable sort).
  const errors = useMemo<NumberedError[]>(
    () =>
      result.errors
        .map((error, key) => ({ ...error, key }))
        .sort((a, b) => a.row - b.row || a.key - b.key),
    [result.errors],
  );
  const counted = (
    key: 'people.import.check.rows' | 'people.import.check.valid' | 'people.import.check.invalid',
    count: number,
  ) => t(key, { count, formatted: format.number(count) });

  return (
    <Stack spacing={2}>
      <Alert severity={invalid > 0 ? 'warning' : 'success'} role="status">
        <Typography sx={{ fontWeight: 700 }}>
          {t('people.import.check.summary', {
            rows: counted('people.import.check.rows', result.rows),
            valid: counted('people.import.check.valid', result.valid_rows),
            invalid: counted('people.import.check.invalid', invalid),
          })}
        </Typography>
        {invalid > 0 ? t('people.import.check.skipped') : t('people.import.check.allValid')}
      </Alert>
      {errors.length > 0 ? (
        <PagedRowsTable
          label={t('people.import.check.tableLabel')}
          rows={errors}
          rowKey={(error) => error.key}
          columns={[
            {
              key: 'row',
              header: t('people.import.check.columns.row'),
              nowrap: true,
              render: (error) => format.number(error.row),
            },
            {
              key: 'column',
              header: t('people.import.check.columns.column'),
              render: (error) => error.column,
            },
            {
              key: 'problem',
              header: t('people.import.check.columns.problem'),
              cellStyle: { overflowWrap: 'anywhere' },
              render: (error) => error.message,
            },
          ]}
        />
      ) : null}
    </Stack>
  );
}
