// A chart's table as a CSV file (UTF-8 with a BOM so spreadsheet apps read accents; ';' when the
// numbers use a decimal comma): the same rows "Ver como tabla" shows.

export type ChartTable = {
  columns: string[];
  rows: (string | number)[][];
};

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading =, +, -
 *  or @ is neutralised so no spreadsheet runs it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Numbers are written plainly (42, 0.75) so any spreadsheet reads them as numbers. */
export function tableCsv(table: ChartTable): string {
  const line = (cells: (string | number)[]) =>
    cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvField(cell))).join(',');
  return `\uFEFF${[line(table.columns), ...table.rows.map(line)].join('\r\n')}\r\n`;
}

/** A file name from a chart's title and period: "reconocimientos-enviados-2026-03-01-2026-03-30.csv"
 *  (or `.xlsx`, `.png` for the other downloads of the same chart). */
export function csvFileName(
  title: string,
  from: string,
  to: string,
  extension: 'csv' | 'xlsx' | 'png' = 'csv',
): string {
  const safe = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${safe || 'grafico'}-${from}-${to}.${extension}`;
}
