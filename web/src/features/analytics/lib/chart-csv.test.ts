import { describe, expect, it } from 'vitest';

import { csvFileName, tableCsv } from './chart-csv';
import { changeOf } from './compare';

describe('a chart as CSV', () => {
  it('writes the table with a BOM, quotes what needs it and defuses formulas', () => {
    const csv = tableCsv({
      columns: ['Departamento', 'Personas', 'Participación'],
      rows: [
        ['Ventas; Norte', 4, 0.75],
        ['=HYPERLINK("x")', 1, 0],
      ],
    });
    expect(csv).toBe(
      '\uFEFFDepartamento,Personas,Participación\r\n"Ventas; Norte",4,0.75\r\n"\'=HYPERLINK(""x"")",1,0\r\n',
    );
  });

  it('names the file after the chart and the period', () => {
    expect(csvFileName('Participación por departamento', '2026-03-01', '2026-03-30')).toBe(
      'participacion-por-departamento-2026-03-01-2026-03-30.csv',
    );
  });
});

describe('the comparison with the previous period', () => {
  const kpi = (current: number | null, previous: number | null) =>
    ({
      metric: 'recognitions_sent',
      current: {
        value: current,
        status: current === null ? 'suppressed_small' : 'ok',
        respondents: null,
        interval: null,
      },
      previous: { value: previous, status: 'ok', respondents: null, interval: null },
      significant: null,
    }) as const;

  it('says up or down and by how much', () => {
    expect(changeOf(kpi(12, 10))).toEqual({ kind: 'up', ratio: 0.2 });
    expect(changeOf(kpi(5, 10))).toEqual({ kind: 'down', ratio: 0.5 });
    expect(changeOf(kpi(3, 3))).toEqual({ kind: 'same' });
    expect(changeOf(kpi(3, 0))).toEqual({ kind: 'new' });
  });

  it('compares nothing the privacy engine hides', () => {
    expect(changeOf(kpi(null, 10))).toEqual({ kind: 'none' });
  });
});
