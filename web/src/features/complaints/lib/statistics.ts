// The statistics' grid (CMP-11): the privacy engine's cells arranged as kinds × areas, with the
// totals by kind and by area, and the periods the screen offers.
import type { ComplaintStatCell, ComplaintStatistics } from '../api/cases';

export type Grid = {
  areas: { id: number; name: string }[];
  kinds: string[];
  /** The cell of a kind (null: every kind) and an area (null: every area). */
  cell: (kind: string | null, areaId: number | null) => ComplaintStatCell | null;
};

export function statisticsGrid(stats: ComplaintStatistics): Grid {
  const byKey = new Map<string, ComplaintStatCell>();
  const areas = new Map<number, string>();
  const kinds: string[] = [];
  for (const cell of stats.cells) {
    byKey.set(`${cell.kind ?? '*'}|${cell.area?.id ?? '*'}`, cell);
    if (cell.area) areas.set(cell.area.id, cell.area.name);
    if (cell.kind && !kinds.includes(cell.kind)) kinds.push(cell.kind);
  }
  byKey.set('*|*', stats.total);
  return {
    areas: [...areas]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    kinds,
    cell: (kind, areaId) => byKey.get(`${kind ?? '*'}|${areaId ?? '*'}`) ?? null,
  };
}

/** The periods offered: this year, its halves, last year (the server takes YYYY, YYYY-H1/H2). */
export function statisticsPeriods(today: Date): string[] {
  const year = today.getFullYear();
  const half = today.getMonth() < 6 ? 1 : 2;
  const periods = [String(year), `${year}-H${half}`];
  if (half === 2) periods.push(`${year}-H1`);
  periods.push(String(year - 1), `${year - 1}-H2`, `${year - 1}-H1`);
  return periods;
}
