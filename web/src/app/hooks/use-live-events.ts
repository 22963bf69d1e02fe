// Live updates for the signed-in frame: the bell's count and the feed's "new posts" move when
// the server says something happened, without polling. The app composes this: it knows the
// notifications' counts (lib/session) and the feed's queries (features/feed).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { queryKeys } from '@/api/query-keys';
import { useAnnounceNotification } from '@/features/notifications/hooks/use-announce-notification';
import { fetchEventTicket } from '@/lib/calls/live';
import { connectLiveEvents } from '@/lib/live/live-events';
import { setLiveConnected } from '@/lib/live/live-status';
import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';
import { useAppStore } from '@/stores/app-store';

/** Holds the stream open while someone is signed in. */
export function useLiveEvents(): void {
  const client = useQueryClient();
  const userId = useAppStore((state) => state.me.data?.id ?? null);
  const token = useAppStore((state) => state.authToken);
  const announce = useAnnounceNotification();
  // The latest announce without reopening the stream when it changes (language switch).
  const announceRef = useRef(announce);
  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);

  useEffect(() => {
    if (!token || userId === null || typeof EventSource === 'undefined') return undefined;
    return connectLiveEvents({
      ticket: fetchEventTicket,
      onConnected: setLiveConnected,
      onEvent: (type, data) => {
        // "ready": anything missed while the stream was down has just been told; read the
        // count once anyway, cheaply, in case it changed in ways no event tells (read elsewhere).
        if (type === 'notification' || type === 'ready') void refreshNotificationCounts();
        // A notification told live also shows as a banner (not those told on reconnecting).
        if (type === 'notification' && data.id !== undefined) void announceRef.current(data.id);
        if (type === 'post') {
          void client.invalidateQueries({ queryKey: [...queryKeys.posts, 'newCount'] });
        }
      },
    });
  }, [client, token, userId]);
}
