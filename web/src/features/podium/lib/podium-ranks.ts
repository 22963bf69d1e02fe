// Splits a leaderboard into the podium (ranks 1 to 3, ties sharing a step) and the rest.
import type { PodiumEntry } from '../api/podium';

export const PODIUM_PLACES = 3;

/** One step of the podium: a rank and everyone who holds it. */
export type PodiumStep = { rank: number; entries: PodiumEntry[] };

export type SplitBoard = { steps: PodiumStep[]; rest: PodiumEntry[] };

/** Entries ranked 1–3 grouped by rank (in rank order), and the others as they came. */
export function splitBoard(entries: readonly PodiumEntry[]): SplitBoard {
  const steps: PodiumStep[] = [];
  const rest: PodiumEntry[] = [];
  for (const entry of [...entries].sort((a, b) => a.rank - b.rank)) {
    if (entry.rank > PODIUM_PLACES) {
      rest.push(entry);
      continue;
    }
    const step = steps.find((candidate) => candidate.rank === entry.rank);
    if (step) step.entries.push(entry);
    else steps.push({ rank: entry.rank, entries: [entry] });
  }
  return { steps, rest };
}

/** Ranks held by more than one person. */
export function tiedRanks(entries: readonly PodiumEntry[]): Set<number> {
  const seen = new Map<number, number>();
  for (const entry of entries) seen.set(entry.rank, (seen.get(entry.rank) ?? 0) + 1);
  return new Set([...seen].filter(([, count]) => count > 1).map(([rank]) => rank));
}

/** The podium's visual order from left to right: second, first, third (those that exist). */
export function standOrder(steps: readonly PodiumStep[]): PodiumStep[] {
  const [first, second, third] = steps;
  return [second, first, third].filter((step): step is PodiumStep => step !== undefined);
}

/** The last calendar day of a [from, to) period given in epoch ms at UTC midnights, and its
 *  first day, as local dates of the same calendar day (for dd/MM/yyyy display). */
export function periodDays(from: number, to: number): { first: Date; last: Date } {
  const day = (ms: number) => {
    const d = new Date(ms);
    return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  };
  return { first: day(from), last: day(Math.max(from, to - 1)) };
}
