// An idea's comments as threads: each top-level comment (oldest first) with its replies (one
// level, oldest first). A reply whose parent is not in the list stands as a top comment.

type Threadable = { id: number; parent_id: number | null; created_at: number };

export function threadComments<T extends Threadable>(
  comments: readonly T[],
): { comment: T; replies: T[] }[] {
  const byTime = [...comments].sort((a, b) => a.created_at - b.created_at || a.id - b.id);
  const tops = new Map<number, { comment: T; replies: T[] }>();
  const ids = new Set(byTime.map((comment) => comment.id));
  for (const comment of byTime)
    if (comment.parent_id === null || !ids.has(comment.parent_id))
      tops.set(comment.id, { comment, replies: [] });
  for (const comment of byTime) {
    if (comment.parent_id === null) continue;
    tops.get(comment.parent_id)?.replies.push(comment);
  }
  return [...tops.values()];
}
