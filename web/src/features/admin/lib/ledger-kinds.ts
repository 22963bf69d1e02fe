// Kinds of ledger movement (LedgerEntry.kind) that the glossary names.

/** Kinds of ledger movement the glossary names (LedgerEntry.kind). */
export const LEDGER_KINDS = [
  'recognition',
  'boost',
  'distribute',
  'base',
  'allowance',
  'extra',
  'transfer',
  'expire',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export function isLedgerKind(kind: string): kind is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(kind);
}
