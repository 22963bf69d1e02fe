import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DataTable, type Column } from '@/components/data/data-table';
import { TableScroll } from '@/components/data/table-scroll';

export type FieldRow = {
  name: string;
  /** Where a parameter goes (path, query, header); a column only when some row has one. */
  location?: string;
  type: string;
  required: boolean;
  description: string;
  constraints?: readonly string[];
};

export type FieldTableProps = { caption: string; rows: readonly FieldRow[] };

/** Fields (of a body, headers or parameters): name, where, type, required, what it is. */
export function FieldTable({ caption, rows }: FieldTableProps) {
  const { t } = useTranslation();
  const located = rows.some((row) => row.location !== undefined);
  const columns: Column<FieldRow>[] = [
    {
      key: 'name',
      header: t('docs.services.field'),
      rowHeader: true,
      render: (row) => <code>{row.name}</code>,
    },
    ...(located
      ? [{ key: 'in', header: t('docs.reference.in'), render: (row: FieldRow) => row.location }]
      : []),
    { key: 'type', header: t('docs.services.type'), render: (row) => <code>{row.type}</code> },
    {
      key: 'required',
      header: t('docs.services.required'),
      render: (row) => (row.required ? t('docs.services.yes') : t('docs.services.no')),
    },
    {
      key: 'description',
      header: t('docs.services.description'),
      render: (row) => (
        <>
          {row.description}
          {row.constraints && row.constraints.length > 0 ? (
            <Typography
              variant="body2"
              color="text.secondary"
              component="span"
              sx={{ display: 'block' }}
            >
              {row.constraints.join(' · ')}
            </Typography>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <TableScroll label={caption} variant="border">
      <DataTable
        caption={caption}
        rows={rows}
        rowKey={(row) => `${row.location ?? ''}-${row.name}`}
        columns={columns}
      />
    </TableScroll>
  );
}
