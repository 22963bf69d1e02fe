// The notifications the feed raises: a like, a comment, a boost of one's post, and a reply.
import type { NotificationKinds } from '@/lib/modules/manifest';

export const notificationKinds: NotificationKinds = {
  post_liked: {
    label: 'notifications.settings.kinds.post_liked',
    sentence: (_notification, { t, actor }) =>
      actor ? t('notifications.sentence.liked', { actor }) : t('notifications.noActor.liked'),
  },
  post_commented: {
    label: 'notifications.settings.kinds.post_commented',
    sentence: (_notification, { t, actor }) =>
      actor
        ? t('notifications.sentence.commented', { actor })
        : t('notifications.noActor.commented'),
  },
  post_boosted: {
    label: 'notifications.settings.kinds.post_boosted',
    sentence: (_notification, { t, actor }) =>
      actor ? t('notifications.sentence.boosted', { actor }) : t('notifications.noActor.boosted'),
  },
  comment_replied: {
    label: 'notifications.settings.kinds.comment_replied',
    sentence: (_notification, { t, actor }) =>
      actor ? t('notifications.sentence.replied', { actor }) : t('notifications.noActor.replied'),
  },
};
