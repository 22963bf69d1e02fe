import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { OutputsReport } from '../api/budgets';

import { OutputsTable } from './outputs-table';

const report: OutputsReport = {
  from: 0,
  to: 0,
  rows: [
    { period: '2026-10', kind: 'distribute', count: 9, total: 4500 },
    { period: '2026-11', kind: 'recognition', count: 7, total: 12345 },
    { period: '2026-11', kind: 'mystery', count: 1, total: 5 },
  ],
  totals: { distribute: 4500, recognition: 12345, mystery: 5 },
};

describe('OutputsTable', () => {
  it('shows each period and kind with translated labels and numbers in Spanish', async () => {
    await renderWithProviders(<OutputsTable report={report} groupBy="month" />);
    const rows = within(screen.getByRole('table', { name: 'Movimientos por periodo y tipo' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PeriodoTipoMovimientosPuntos',
      'octubre 2026Distribución94500',
      'noviembre 2026Reconocimientos712.345',
      'noviembre 2026mystery15',
    ]);
    const totals = within(screen.getByRole('table', { name: 'Totales por tipo' }));
    expect(totals.getByRole('rowheader', { name: 'Reconocimientos' })).toBeInTheDocument();
    expect(totals.getByRole('row', { name: /Total/ })).toHaveTextContent('16.850');
  });

  it('formats numbers and kinds in English, days as dd/MM/yyyy', async () => {
    await renderWithProviders(
      <OutputsTable
        report={{
          ...report,
          rows: [{ period: '2026-11-03', kind: 'extra', count: 2, total: 1500 }],
          totals: { extra: 1500 },
        }}
        groupBy="day"
      />,
      { lng: 'en' },
    );
    expect(screen.getByRole('cell', { name: '03/11/2026' })).toBeInTheDocument();
    expect(screen.getAllByText('Extra points')).toHaveLength(2);
    expect(screen.getAllByText('1,500')).toHaveLength(3);
  });

  it('says so when nothing moved', async () => {
    await renderWithProviders(
      <OutputsTable report={{ ...report, rows: [], totals: {} }} groupBy="month" />,
    );
    expect(screen.getByText('No hubo movimientos en esas fechas.')).toBeInTheDocument();
  });
});
