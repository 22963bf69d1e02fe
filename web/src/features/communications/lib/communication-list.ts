// The order of a person's communications as the lists show them, and where one opens.
import { communicationsPaths } from '../paths';

type Listed = { id: number; pinned: boolean };

/** The page of one communication (`/communications/12`), where notifications lead too. */
export function communicationPath(id: number): string {
  return `${communicationsPaths.list}/${id}`;
}

/** Each communication once, in the order loaded (a page read after new ones arrived may repeat
 *  the end of the one before), the pinned ones first, each group keeping the server's order. */
export function pinnedFirst<T extends Listed>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  const unique = items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  return [...unique.filter((item) => item.pinned), ...unique.filter((item) => !item.pinned)];
}
