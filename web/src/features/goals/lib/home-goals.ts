import type { Goal, Health } from '../api/types';

/** How urgent a health is on the home's card: at risk first, then behind, the rest after. */
const URGENCY: Record<Health, number> = {
  at_risk: 0,
  behind: 1,
  not_started: 2,
  on_track: 3,
  done: 4,
};

/** The card's goals: at most `max`, those at risk or behind first, then by due date. */
export function goalsForCard(goals: readonly Goal[], max = 3): Goal[] {
  return [...goals]
    .sort(
      (a, b) =>
        URGENCY[a.health] - URGENCY[b.health] || a.ends_on.localeCompare(b.ends_on) || a.id - b.id,
    )
    .slice(0, max);
}
