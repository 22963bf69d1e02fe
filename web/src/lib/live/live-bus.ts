// The live events the frame's stream receives (app/hooks/use-live-events.ts publishes each one),
// for the parts of modules that act on them (the notification centre's banners, the feed's "new
// posts"): each listens to the types it cares about, and nothing here names a module.
import { useEffect, useRef } from 'react';

import type { LiveEventType } from './live-events';

export type LiveEventData = { id?: number };
type Listener = (type: LiveEventType, data: LiveEventData) => void;

const listeners = new Set<Listener>();

/** Tells every listener of an event. */
export function publishLiveEvent(type: LiveEventType, data: LiveEventData): void {
  for (const listener of listeners) listener(type, data);
}

/** Calls `handler` (its latest version) for each event of `type` while mounted. A module's hint
 *  reaches it only when the module declares it (its manifest's `liveHints`): the stream
 *  subscribes to those alone besides its own events. */
export function useLiveEvent(type: LiveEventType, handler: (data: LiveEventData) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => {
    const listener: Listener = (received, data) => {
      if (received === type) latest.current(data);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [type]);
}
