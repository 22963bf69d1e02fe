// The modules' live hints (their manifests' `liveHints`): the names the stream subscribes to
// besides its own events, and the cached reads a hint refreshes when it arrives. What else a
// module does on one, its frame parts do through useLiveEvent (lib/live/live-bus.ts).
import type { QueryClient } from '@tanstack/react-query';

import { liveHints } from '@/lib/modules/registry';

/** Every declared hint's name, once each. */
export function liveHintNames(): string[] {
  return [...new Set(liveHints().map((hint) => hint.name))];
}

/** Marks stale (and reads again, when shown) the cached reads the hints named `type` declare. */
export function refreshForHint(client: QueryClient, type: string): void {
  for (const hint of liveHints()) {
    if (hint.name !== type) continue;
    for (const queryKey of hint.invalidate ?? []) void client.invalidateQueries({ queryKey });
  }
}
