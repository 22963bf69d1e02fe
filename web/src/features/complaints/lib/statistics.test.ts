import { describe, expect, it } from 'vitest';

import type { ComplaintStatistics } from '../api/cases';

import { tabsFor } from './role-tabs';
import { statisticsGrid, statisticsPeriods } from './statistics';

const ventas = { id: 2, name: 'Ventas' };
const bodega = { id: 1, name: 'Bodega' };

describe('the statistics grid', () => {
  it('places each cell by kind and area, with the totals', () => {
    const stats: ComplaintStatistics = {
      period: '2026',
      k: 5,
      total: { kind: null, area: null, status: 'ok', count: 12 },
      cells: [
        { kind: 'acoso_laboral', area: null, status: 'ok', count: 7 },
        { kind: null, area: ventas, status: 'ok', count: 9 },
        { kind: null, area: bodega, status: 'suppressed_small', count: null },
        { kind: 'acoso_laboral', area: ventas, status: 'suppressed_complementary', count: null },
      ],
      median_days_to_close: { status: 'no_data', value: null, closed: null },
    };
    const grid = statisticsGrid(stats);
    expect(grid.areas.map((area) => area.name)).toEqual(['Bodega', 'Ventas']);
    expect(grid.kinds).toEqual(['acoso_laboral']);
    expect(grid.cell(null, null)?.count).toBe(12);
    expect(grid.cell('acoso_laboral', null)?.count).toBe(7);
    expect(grid.cell(null, 1)?.status).toBe('suppressed_small');
    expect(grid.cell('acoso_laboral', 2)?.status).toBe('suppressed_complementary');
    expect(grid.cell('violencia', 2)).toBeNull();
  });

  it('offers this year, its halves so far and last year', () => {
    expect(statisticsPeriods(new Date(2026, 10, 29))).toEqual([
      '2026',
      '2026-H2',
      '2026-H1',
      '2025',
      '2025-H2',
      '2025-H1',
    ]);
    expect(statisticsPeriods(new Date(2026, 2, 1))).toEqual([
      '2026',
      '2026-H1',
      '2025',
      '2025-H2',
      '2025-H1',
    ]);
  });
});

describe('the tabs of the channel', () => {
  it('open the cases to the committee and investigators, the statistics to the committee and admins', () => {
    expect(tabsFor({ handler: false, admin: false, assigned_cases: 0 })).toEqual([]);
    expect(tabsFor({ handler: true, admin: false, assigned_cases: 0 })).toEqual([
      'report',
      'cases',
      'statistics',
    ]);
    expect(tabsFor({ handler: false, admin: false, assigned_cases: 2 })).toEqual([
      'report',
      'cases',
    ]);
    expect(tabsFor({ handler: false, admin: true, assigned_cases: 0 })).toEqual([
      'report',
      'statistics',
    ]);
  });
});
