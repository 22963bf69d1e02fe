// Notifications as the server sends them, for the notification centre's tests.
import type { Notification } from '../api/notifications';

export const sara = {
  id: 7,
  full_name: 'Sara Pérez',
  first_name: 'Sara',
  last_name: 'Pérez',
  profile_photo_url: null,
};

export function makeNotification(change: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'recognition_received',
    read: false,
    read_at: null,
    created_at: new Date(2026, 10, 2, 9, 30).getTime(),
    data: { post_id: 12, points: 10, actor_id: sara.id, sender_name: sara.full_name },
    actor: sara,
    link: '/post/12',
    ...change,
  };
}

/** One notification of each kind the server raises today, newest first, the first two unread. */
export function everyKind(): Notification[] {
  return [
    makeNotification({ id: 5 }),
    makeNotification({
      id: 4,
      kind: 'badge_received',
      data: { post_id: 11, badge_name: 'Mentora', badge_name_en: 'Mentor', actor_id: sara.id },
      link: '/post/11',
    }),
    makeNotification({ id: 3, kind: 'post_liked', read: true, read_at: 1, data: { post_id: 9 } }),
    makeNotification({ id: 2, kind: 'post_commented', read: true, read_at: 1 }),
    makeNotification({ id: 1, kind: 'post_boosted', read: true, read_at: 1 }),
  ];
}

/** The list call's answer: one page of `items`. */
export function listPage(
  items: Notification[],
  meta: Partial<{ page: number; perPage: number; total: number; hasMore: boolean }> = {},
) {
  return {
    status: 200,
    body: {
      success: true,
      data: items,
      meta: { page: 1, perPage: 20, total: items.length, hasMore: false, ...meta },
    },
  };
}
