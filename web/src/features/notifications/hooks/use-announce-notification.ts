import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useAppStore } from '@/stores/app-store';

import { fetchNotifications, notificationKeys } from '../api/notifications';
import { inAppLink } from '../lib/in-app-link';

import { useNotificationSentence } from './use-notification-sentence';

/** Tells of a notification that has just arrived (live), once it is read from the list (the
 *  list and its page in the cache are read again with it): a communication becomes a streamed
 *  message (spec §4, kept until read or dismissed); anything else queues a banner. */
export function useAnnounceNotification(): (id: number) => Promise<void> {
  const client = useQueryClient();
  const sentence = useNotificationSentence();
  const add = useAppStore((state) => state.addBannerMessage);
  const stream = useAppStore((state) => state.addStreamedMessage);
  return useCallback(
    async (id: number) => {
      void client.invalidateQueries({ queryKey: notificationKeys.list() });
      try {
        const page = await fetchNotifications(1, { retry: false });
        const notification = page.items.find((item) => item.id === id);
        if (!notification || notification.read) return;
        const communication = notification.data.communication_id;
        const title = notification.data.title;
        if (
          notification.kind === 'communication_received' &&
          typeof communication === 'number' &&
          typeof title === 'string'
        ) {
          stream({ id: communication, title, author: notification.actor?.full_name ?? null });
          return;
        }
        add({
          key: `notification-${id}`,
          text: sentence(notification),
          link: inAppLink(notification.link),
        });
      } catch {
        // The bell's count still moves; a banner is a nicety.
      }
    },
    [add, client, sentence, stream],
  );
}
