// Parts of a screen shown one per commit: a screen whose parts appear together commits them in
// one task, however finely React slices their render; one part per task keeps each commit (DOM
// insertion, layout effects, the layout they force) short.
import { startTransition, useEffect, useState } from 'react';

import { pageHidden } from './scheduling';

/** How many of `total` parts to show: none until `ready`, then the first, then one more per
 *  commit, each in a task of its own and rendered in a transition (all at once while the page
 *  is hidden). The count only grows: parts shown stay shown. */
export function useShownInTurn(ready: boolean, total: number): number {
  const [joined, setJoined] = useState(1);
  const count = ready ? (pageHidden() ? total : Math.min(joined, total)) : 0;
  useEffect(() => {
    if (count === 0 || count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setJoined(count + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return count;
}
