import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { PodiumEntry } from '../api/podium';
import { splitBoard, tiedRanks } from '../lib/podium-ranks';

import { PodiumStand } from './podium-stand';
import { RankingList } from './ranking-list';

const entry = (id: number, name: string, rank: number, value: number): PodiumEntry => ({
  rank,
  value,
  user: { id, full_name: name, first_name: name, last_name: '' },
});

describe('podium', () => {
  it('shows ties: both people on the first step, shared ranks in the list', async () => {
    const board = [
      entry(4, 'Carlos Ruiz', 1, 2),
      entry(5, 'Jorge Martínez', 1, 2),
      entry(7, 'Sofía Ramírez', 3, 1),
      entry(8, 'Diego Castro', 4, 1),
      entry(9, 'Valentina Rojas', 4, 1),
    ];
    const { steps, rest } = splitBoard(board);
    await renderWithProviders(
      <>
        <PodiumStand steps={steps} metric="received" />
        <RankingList entries={rest} metric="received" tied={tiedRanks(board)} />
      </>,
    );
    const stand = screen.getByRole('list', { name: 'Primeros lugares' });
    const places = within(stand).getAllByRole('listitem');
    const first = places.find((place) => place.textContent?.includes('1.º'));
    expect(first).toHaveTextContent('Carlos Ruiz');
    expect(first).toHaveTextContent('Jorge Martínez');
    expect(first).toHaveTextContent('Empate');
    expect(first).toHaveTextContent('2 reconocimientos');

    const list = screen.getByRole('list', { name: 'Siguientes lugares' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^4\.º.*Diego Castro.*Empate.*1 reconocimiento$/),
      expect.stringMatching(/^4\.º.*Valentina Rojas.*Empate.*1 reconocimiento$/),
    ]);
  });
});
