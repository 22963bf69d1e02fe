import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { LedgerEntry } from '@/lib/calls/points';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { PointsHistory } from './points-history';

const carlos = { id: 4, full_name: 'Carlos Ruiz', first_name: 'Carlos', last_name: 'Ruiz' };
const entries: LedgerEntry[] = [
  {
    id: 3,
    kind: 'recognition',
    account: 'redeem',
    amount: 20,
    counterparty: carlos,
    memo: null,
    created_at: Date.UTC(2026, 10, 2),
  },
  {
    id: 2,
    kind: 'boost',
    account: 'give',
    amount: -15,
    counterparty: null,
    memo: 'Impulso',
    created_at: Date.UTC(2026, 10, 1),
  },
  {
    id: 1,
    kind: 'expire',
    account: 'give',
    amount: 0,
    counterparty: null,
    memo: null,
    created_at: Date.UTC(2026, 9, 31),
  },
];

describe('points history', () => {
  it('shows each movement with its kind, account and signed amount coloured by sign', async () => {
    installFakeApi({
      'GET /user/points/history': {
        status: 200,
        body: { success: true, data: entries, meta: { page: 1, perPage: 10, total: 3 } },
      },
    });
    await renderWithProviders(<PointsHistory />);
    const table = await screen.findByRole('table', { name: 'Historial de puntos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['02/11/2026', 'Reconocimiento', 'Para canjear', '+20', 'Carlos Ruiz', '—'],
      ['01/11/2026', 'Impulso', 'Para dar', '-15', '—', 'Impulso'],
      ['31/10/2026', 'Vencimiento', 'Para dar', '0', '—', '—'],
    ]);
    const signs = rows.map((row) => within(row).getAllByRole('cell')[3]?.getAttribute('data-sign'));
    expect(signs).toEqual(['in', 'out', 'none']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('words each kind as the module writing it does, and shows a kind no module declares as it came', async () => {
    const more: LedgerEntry[] = [
      { ...entries[2], id: 5, kind: 'survey', amount: 10 } as LedgerEntry,
      { ...entries[2], id: 4, kind: 'mystery', amount: 1 } as LedgerEntry,
    ];
    installFakeApi({
      'GET /user/points/history': {
        status: 200,
        body: { success: true, data: more, meta: { page: 1, perPage: 10, total: 2 } },
      },
    });
    await renderWithProviders(<PointsHistory />, { lng: 'en' });
    const table = await screen.findByRole('table', { name: 'Points history' });
    const kinds = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(kinds).toEqual(['Survey answered', 'mystery']);
  });

  it('pages through a long history', async () => {
    installFakeApi({
      'GET /user/points/history': {
        status: 200,
        body: { success: true, data: entries, meta: { page: 1, perPage: 10, total: 25 } },
      },
    });
    await renderWithProviders(<PointsHistory />);
    expect(await screen.findByRole('button', { name: 'Ir a la página 3' })).toBeInTheDocument();
  });
});
