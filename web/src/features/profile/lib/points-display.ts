// How ledger entries and levels read on the profile.
import type { LedgerEntry, Level } from '@/lib/calls/points';

export function ledgerAccountKey(account: LedgerEntry['account']) {
  return account === 'give'
    ? ('points.accounts.give' as const)
    : ('points.accounts.redeem' as const);
}

/** Whether an amount adds, takes or leaves the balance. */
export function amountSign(amount: number): 'in' | 'out' | 'none' {
  if (amount > 0) return 'in';
  if (amount < 0) return 'out';
  return 'none';
}

export type LevelProgress = {
  /** 0–100 toward the next level; 100 at the top level. */
  percent: number;
  /** Points still needed for the next level; 0 at the top level. */
  remaining: number;
};

/** Progress of lifetime points from the current level's floor to the next level's. */
export function levelProgress(
  lifetime: number,
  level: Level | null,
  next: Level | null,
): LevelProgress {
  if (!next) return { percent: 100, remaining: 0 };
  const floor = level?.min_points ?? 0;
  const span = Math.max(1, next.min_points - floor);
  const percent = Math.round(((lifetime - floor) / span) * 100);
  return {
    percent: Math.min(100, Math.max(0, percent)),
    remaining: Math.max(0, next.min_points - lifetime),
  };
}
