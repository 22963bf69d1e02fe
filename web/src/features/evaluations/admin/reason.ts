// A reason's limits (the server's, for reopening a review and moving a person in the 9-box).
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** What is wrong with a reason (its text's key under evaluations.admin.reason), or null. */
export function reasonProblem(reason: string): 'reasonRequired' | 'reasonLong' | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return 'reasonRequired';
  if (length > REASON_MAX) return 'reasonLong';
  return null;
}
