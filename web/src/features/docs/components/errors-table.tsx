import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { TableScroll } from '@/components/data/table-scroll';

import type { ErrorRow } from '../public-errors';

export type ErrorsTableProps = { caption: string; rows: readonly ErrorRow[] };

/** Every error a call can answer: status, code and when. */
export function ErrorsTable({ caption, rows }: ErrorsTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption} variant="border">
      <DataTable
        caption={caption}
        rows={rows}
        rowKey={(row) => `${row.status}-${row.code}`}
        columns={[
          {
            key: 'status',
            header: t('docs.errors.status'),
            render: (row) => <code>{row.status}</code>,
          },
          {
            key: 'code',
            header: t('docs.errors.code'),
            rowHeader: true,
            render: (row) => <code>{row.code}</code>,
          },
          {
            key: 'when',
            header: t('docs.errors.when'),
            render: (row) => t(`docs.errors.codes.${row.code}`),
          },
        ]}
      />
    </TableScroll>
  );
}
