import { describe, expect, it } from 'vitest';

import type { PodiumEntry } from '../api/podium';

import { periodDays, splitBoard, standOrder, tiedRanks } from './podium-ranks';

const entry = (id: number, rank: number, value: number): PodiumEntry => ({
  rank,
  value,
  user: { id, full_name: `Persona ${id}`, first_name: 'Persona', last_name: String(id) },
});

describe('podium ranks', () => {
  it('puts people tied on a place on the same step and the rest in the list', () => {
    const board = [entry(1, 1, 9), entry(2, 1, 9), entry(3, 3, 5), entry(4, 4, 2), entry(5, 4, 2)];
    const { steps, rest } = splitBoard(board);
    expect(steps.map((step) => [step.rank, step.entries.map((e) => e.user.id)])).toEqual([
      [1, [1, 2]],
      [3, [3]],
    ]);
    expect(rest.map((e) => e.user.id)).toEqual([4, 5]);
    expect([...tiedRanks(board)]).toEqual([1, 4]);
  });

  it('lays the stand out second, first, third', () => {
    const { steps } = splitBoard([entry(1, 1, 9), entry(2, 2, 5), entry(3, 3, 1)]);
    expect(standOrder(steps).map((step) => step.rank)).toEqual([2, 1, 3]);
  });

  it('reads a [from, to) period of UTC midnights as its first and last calendar days', () => {
    const { first, last } = periodDays(Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 1));
    expect([first.getFullYear(), first.getMonth(), first.getDate()]).toEqual([2026, 10, 1]);
    expect([last.getFullYear(), last.getMonth(), last.getDate()]).toEqual([2026, 10, 30]);
  });
});
