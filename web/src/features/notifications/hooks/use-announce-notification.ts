import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';

import { fetchNotifications, notificationKeys } from '../api/notifications';
import { inAppLink } from '../lib/in-app-link';
import { loadNotificationKinds } from '../lib/notification-kinds';
import { useBannerMessages } from '../stores/banner-messages';

import { notificationSentence } from './use-notification-sentence';

/** Tells of a notification that has just arrived (live), once it is read from the list (the
 *  list and its page in the cache are read again with it): its kind's module may tell of it in
 *  its own way (a communication becomes a streamed message, spec §4, kept until read or
 *  dismissed); anything else queues a banner. */
export function useAnnounceNotification(): (id: number) => Promise<void> {
  const client = useQueryClient();
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const add = useBannerMessages((state) => state.addBannerMessage);
  return useCallback(
    async (id: number) => {
      void client.invalidateQueries({ queryKey: notificationKeys.list() });
      try {
        const [page, kinds] = await Promise.all([
          fetchNotifications(1, { retry: false }),
          loadNotificationKinds(),
        ]);
        const notification = page.items.find((item) => item.id === id);
        if (!notification || notification.read) return;
        if (kinds.get(notification.kind)?.announce?.(notification)) return;
        add({
          key: `notification-${id}`,
          text: notificationSentence(notification, kinds, {
            t,
            number: format.number,
            name: wording.name,
          }),
          link: inAppLink(notification.link),
        });
      } catch {
        // The bell's count still moves; a banner is a nicety.
      }
    },
    [add, client, t, format, wording],
  );
}
