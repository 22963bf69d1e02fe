// Live updates for the signed-in frame: the bell's count moves when the server says something
// happened, without polling, and every event goes to the modules' parts that listen to it
// (lib/live/live-bus.ts: the notification centre's banners, the feed's "new posts"). The stream
// subscribes to the hints the modules declare too (lib/live/live-hints.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { fetchEventTicket } from '@/lib/calls/live';
import { publishLiveEvent } from '@/lib/live/live-bus';
import { connectLiveEvents } from '@/lib/live/live-events';
import { liveHintNames, refreshForHint } from '@/lib/live/live-hints';
import { setLiveConnected } from '@/lib/live/live-status';
import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';
import { useAppStore } from '@/stores/app-store';

/** Holds the stream open while someone is signed in. */
export function useLiveEvents(): void {
  const userId = useAppStore((state) => state.me.data?.id ?? null);
  const token = useAppStore((state) => state.authToken);
  const client = useQueryClient();

  useEffect(() => {
    if (!token || userId === null || typeof EventSource === 'undefined') return undefined;
    return connectLiveEvents({
      ticket: fetchEventTicket,
      hints: liveHintNames(),
      onConnected: setLiveConnected,
      onEvent: (type, data) => {
        // "ready": anything missed while the stream was down has just been told; read the
        // count once anyway, cheaply, in case it changed in ways no event tells (read elsewhere).
        if (type === 'notification' || type === 'ready') void refreshNotificationCounts();
        refreshForHint(client, type);
        publishLiveEvent(type, data);
      },
    });
  }, [token, userId, client]);
}
