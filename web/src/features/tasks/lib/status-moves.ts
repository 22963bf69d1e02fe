import type { TaskStatus } from '../api/tasks';

/** The status moves offered for a task in each status (the server's rule: pending ⇄
 *  in_progress → done | skipped; done/skipped → pending). */
export function statusMoves(status: TaskStatus): TaskStatus[] {
  if (status === 'pending') return ['in_progress', 'done', 'skipped'];
  if (status === 'in_progress') return ['done', 'skipped', 'pending'];
  return ['pending'];
}
