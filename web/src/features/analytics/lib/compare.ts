// A figure against the same figure in the previous period: up, down or the same, and by how
// much (relative change); nothing to compare when either is hidden or the previous one is zero.
import type { AnalyticsKpi } from '../api/analytics';

export type Change =
  { kind: 'none' } | { kind: 'new' } | { kind: 'same' } | { kind: 'up' | 'down'; ratio: number };

export function changeOf(kpi: AnalyticsKpi): Change {
  const now = kpi.current.value;
  const before = kpi.previous.value;
  if (now === null || now === undefined || before === null || before === undefined) {
    return { kind: 'none' };
  }
  if (now === before) return { kind: 'same' };
  if (before === 0) return { kind: 'new' };
  const ratio = Math.abs(now - before) / Math.abs(before);
  return { kind: now > before ? 'up' : 'down', ratio };
}
