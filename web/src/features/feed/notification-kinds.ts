// The notifications the feed raises: a like, a comment, a boost of one's post, and a reply.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under "Reconocimientos y publicaciones" with the recognitions and the badges
// (the same label and order in each; its words in the shared glossary).
const group: NotificationGroup = { label: 'notifications.settings.groups.recognition', order: 10 };

export const notificationKinds: NotificationKinds = {
  post_liked: {
    label: 'notifications.settings.kinds.post_liked',
    group,
    sentence: (_notification, { t, actor }) =>
      actor ? t('notifications.sentence.liked', { actor }) : t('notifications.noActor.liked'),
  },
  post_commented: {
    label: 'notifications.settings.kinds.post_commented',
    group,
    sentence: (_notification, { t, actor }) =>
      actor
        ? t('notifications.sentence.commented', { actor })
        : t('notifications.noActor.commented'),
  },
  post_boosted: {
    label: 'notifications.settings.kinds.post_boosted',
    group,
    sentence: (_notification, { t, actor }) =>
      actor ? t('notifications.sentence.boosted', { actor }) : t('notifications.noActor.boosted'),
  },
  comment_replied: {
    label: 'notifications.settings.kinds.comment_replied',
    group,
    sentence: (_notification, { t, actor }) =>
      actor ? t('notifications.sentence.replied', { actor }) : t('notifications.noActor.replied'),
  },
};
