import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/table-scroll';

export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  description: string;
  constraints?: readonly string[];
};

export type FieldTableProps = { caption: string; rows: readonly FieldRow[] };

/** Fields (of a body, headers or parameters): name, type, required, what it is. */
export function FieldTable({ caption, rows }: FieldTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption} variant="border">
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('docs.services.field')}</TableCell>
            <TableCell scope="col">{t('docs.services.type')}</TableCell>
            <TableCell scope="col">{t('docs.services.required')}</TableCell>
            <TableCell scope="col">{t('docs.services.description')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">
                <code>{row.name}</code>
              </TableCell>
              <TableCell>
                <code>{row.type}</code>
              </TableCell>
              <TableCell>{row.required ? t('docs.services.yes') : t('docs.services.no')}</TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
