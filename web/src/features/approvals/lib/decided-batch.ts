import type { DecideResult, Decision } from '../api/approvals';

/** A decision taken on several items and what the server answered for each. */
export type DecidedBatch = {
  decision: Decision;
  result: DecideResult;
  /** What each decided item was called, by `kind:id` (the inbox has reread without them). */
  titles: Record<string, string>;
};

/** An item's name across kinds: `program_submission:12`. */
export const itemRef = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;
