// Every module's notification kinds (each module's notification-kinds.ts, named by its manifest;
// one chunk for all of them), loaded once, when a screen first needs their words. A kind whose
// module did not load, or that this app does not know, gets the generic sentence.
import { useEffect, useSyncExternalStore } from 'react';

import { withRetry } from '@/api/retry';
import type { NotificationKind } from '@/lib/modules/manifest';
import { registeredManifests } from '@/lib/modules/registry';

export type KnownKinds = ReadonlyMap<string, NotificationKind>;

let loaded: KnownKinds | null = null;
let loading: Promise<KnownKinds> | null = null;
const listeners = new Set<() => void>();

/** The kinds, once loaded; a load that lost a module's kinds is tried again on the next call. */
export function loadNotificationKinds(): Promise<KnownKinds> {
  loading ??= Promise.allSettled(
    registeredManifests().flatMap(({ notificationKinds }) =>
      notificationKinds ? [withRetry(notificationKinds, { shouldRetry: () => true })] : [],
    ),
  ).then((results) => {
    const kinds = new Map<string, NotificationKind>();
    for (const result of results) {
      if (result.status !== 'fulfilled') continue;
      for (const [kind, definition] of Object.entries(result.value.notificationKinds)) {
        kinds.set(kind, definition);
      }
    }
    if (results.some((result) => result.status === 'rejected')) loading = null;
    loaded = kinds;
    for (const listener of listeners) listener();
    return kinds;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kinds, or null until they have loaded (asking for them). */
export function useNotificationKinds(): KnownKinds | null {
  const kinds = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (kinds === null) void loadNotificationKinds();
  }, [kinds]);
  return kinds;
}
