// The notification the badges module raises: a badge received, by its name in the UI language.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under "Reconocimientos y publicaciones" with the recognitions and the feed's
// kinds (the same label and order in each; its words in the shared glossary).
const group: NotificationGroup = { label: 'notifications.settings.groups.recognition', order: 10 };

export const notificationKinds: NotificationKinds = {
  badge_received: {
    label: 'notifications.settings.kinds.badge_received',
    group,
    sentence: (_notification, { t, name, actor, text }) => {
      const badgeName = text('badge_name');
      if (badgeName === null) {
        return actor
          ? t('notifications.sentence.badgeNoName', { actor })
          : t('notifications.noActor.badgeNoName');
      }
      const badge = name({ name: badgeName, name_en: text('badge_name_en') });
      return actor
        ? t('notifications.sentence.badge', { actor, badge })
        : t('notifications.noActor.badge', { badge });
    },
  },
};
