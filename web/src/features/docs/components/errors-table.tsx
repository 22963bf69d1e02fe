import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/table-scroll';

import type { ErrorRow } from '../public-errors';

export type ErrorsTableProps = { caption: string; rows: readonly ErrorRow[] };

/** Every error a call can answer: status, code and when. */
export function ErrorsTable({ caption, rows }: ErrorsTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption} variant="border">
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('docs.errors.status')}</TableCell>
            <TableCell scope="col">{t('docs.errors.code')}</TableCell>
            <TableCell scope="col">{t('docs.errors.when')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.status}-${row.code}`}>
              <TableCell>
                <code>{row.status}</code>
              </TableCell>
              <TableCell component="th" scope="row">
                <code>{row.code}</code>
              </TableCell>
              <TableCell>{t(`docs.errors.codes.${row.code}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
