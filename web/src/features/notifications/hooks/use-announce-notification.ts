import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useAppStore } from '@/stores/app-store';

import { fetchNotifications, notificationKeys } from '../api/notifications';
import { inAppLink } from '../lib/in-app-link';

import { useNotificationSentence } from './use-notification-sentence';

/** Queues a banner for a notification that has just arrived (live), once it is read from the
 *  list; the list and its page in the cache are read again with it. */
export function useAnnounceNotification(): (id: number) => Promise<void> {
  const client = useQueryClient();
  const sentence = useNotificationSentence();
  const add = useAppStore((state) => state.addBannerMessage);
  return useCallback(
    async (id: number) => {
      void client.invalidateQueries({ queryKey: notificationKeys.list() });
      try {
        const page = await fetchNotifications(1, { retry: false });
        const notification = page.items.find((item) => item.id === id);
        if (!notification || notification.read) return;
        add({
          key: `notification-${id}`,
          text: sentence(notification),
          link: inAppLink(notification.link),
        });
      } catch {
        // The bell's count still moves; a banner is a nicety.
      }
    },
    [add, client, sentence],
  );
}
