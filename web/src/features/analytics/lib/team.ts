// The leader's dashboard: how long each person has gone without a recognition, as the chips
// "Sin reconocimiento hace más de 30 / 60 / 90 días" and "Nunca en los últimos dos años".
import type { AnalyticsTeamMember } from '../api/analytics';

export type Silence = 'never' | '90' | '60' | '30';

/** The chip a person gets, or null when they were recognised in the last 30 days. */
export function silenceOf(
  person: Pick<AnalyticsTeamMember, 'days_since_received'>,
): Silence | null {
  const days = person.days_since_received;
  if (days === null) return 'never';
  if (days > 90) return '90';
  if (days > 60) return '60';
  if (days > 30) return '30';
  return null;
}

/** The longest without a recognition first (never before anyone), then by name. */
export function sortBySilence<T extends Pick<AnalyticsTeamMember, 'days_since_received' | 'name'>>(
  people: readonly T[],
): T[] {
  const rank = (p: T) => (p.days_since_received === null ? Infinity : p.days_since_received);
  return [...people].sort((a, b) => rank(b) - rank(a) || a.name.localeCompare(b.name));
}
