// The member's notifications, newest first and page by page, and marking one or all of them
// read: the cached list and the unread count shown everywhere (top bar, home) follow.
import {
  infiniteQueryOptions,
  mutationOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

import { getPage, sendData, type RequestOptions } from '@/api/client';
import { hasMorePages, type Page } from '@/api/page';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';
import type { ResponseData } from '@/api/types';
import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';

export type Notification = components['schemas']['Notification'];
export type NotificationKind = components['schemas']['NotificationKind'];
export type MarkReadResult = ResponseData<'markNotificationRead'>;
export type MarkAllReadResult = ResponseData<'markAllNotificationsRead'>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationKeys = {
  list: () => [...queryKeys.notifications, 'list'] as const,
  settings: () => [...queryKeys.notifications, 'settings'] as const,
  whatsapp: () => [...queryKeys.notifications, 'whatsapp'] as const,
};

type NotificationPages = InfiniteData<Page<Notification>, number>;

/** GET /user/notification?page=&perPage=: one page, newest first. */
export const fetchNotifications = (page: number, options: RequestOptions = {}) =>
  getPage<Notification>('/user/notification', {
    ...options,
    params: { page, perPage: NOTIFICATIONS_PAGE_SIZE },
  });

/** The list as pages loaded one after another ("Load more"). */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, { signal, retry: false }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** Marks the cached notifications that `which` picks read, as the server now has them. */
function markCachedRead(client: QueryClient, which: (notification: Notification) => boolean) {
  const readAt = Date.now();
  client.setQueryData<NotificationPages>(notificationKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((notification) =>
              !notification.read && which(notification)
                ? { ...notification, read: true, read_at: readAt }
                : notification,
            ),
          })),
        }
      : data,
  );
}

/** POST /user/notification/{id}/read (again is harmless): the cached item turns read and the
 *  unread count is read again. Runs to its end even when the list has been left (an item that
 *  leads to a post navigates at once). */
export const markNotificationReadMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<MarkReadResult>('POST', `/user/notification/${id}/read`),
    onSuccess: async (_result, id, _context, { client }) => {
      markCachedRead(client, (notification) => notification.id === id);
      await refreshNotificationCounts();
    },
  });

/** POST /user/notification/read_all: every cached item turns read and the count is read again. */
export const markAllNotificationsReadMutation = () =>
  mutationOptions({
    mutationFn: () => sendData<MarkAllReadResult>('POST', '/user/notification/read_all'),
    onSuccess: async (_result, _variables, _context, { client }) => {
      markCachedRead(client, () => true);
      await refreshNotificationCounts();
    },
  });
