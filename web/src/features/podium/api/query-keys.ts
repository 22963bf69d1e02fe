// The podium's own cache key: its settings in the console. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  podiumSettings: ['podiumSettings'],
  // Which ledger sources count toward levels (LVL-1).
  levelSettings: ['levelSettings'],
  // The active badges a level may give (LVL-2).
  levelBadges: ['levelBadges'],
} as const;
