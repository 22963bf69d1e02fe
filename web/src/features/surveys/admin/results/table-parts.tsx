import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

/** A results table's column headers: the first names the rows, the others are figures (right
 *  aligned). */
export function HeadRow({ first, figures }: { first: string; figures: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell component="th" scope="col">
          {first}
        </TableCell>
        {figures.map((label) => (
          <TableCell key={label} component="th" scope="col" align="right">
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** "Ver como tabla" / "Ver como gráfico": every chart's switch to its table. */
export function AsTableButton({
  asTable,
  onChange,
}: {
  asTable: boolean;
  onChange: (asTable: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button size="small" onClick={() => onChange(!asTable)} aria-pressed={asTable}>
      {t(asTable ? 'surveys.results.asChart' : 'surveys.results.asTable')}
    </Button>
  );
}
