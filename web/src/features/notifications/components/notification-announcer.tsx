import { useCallback } from 'react';

import { useLiveEvent, type LiveEventData } from '@/lib/live/live-bus';

import { useAnnounceNotification } from '../hooks/use-announce-notification';

/** A part of the frame that shows nothing: a notification told live (not those told on
 *  reconnecting) is announced, as a banner or in its module's own way. */
export function NotificationAnnouncer() {
  const announce = useAnnounceNotification();
  useLiveEvent(
    'notification',
    useCallback(
      (data: LiveEventData) => {
        if (data.id !== undefined) void announce(data.id);
      },
      [announce],
    ),
  );
  return null;
}
