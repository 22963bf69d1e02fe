// The notification the recognition module raises: a recognition received, with its points.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under "Reconocimientos y publicaciones" with the feed's and the badges' kinds
// (the same label and order in each; its words in the shared glossary).
const group: NotificationGroup = { label: 'notifications.settings.groups.recognition', order: 10 };

export const notificationKinds: NotificationKinds = {
  recognition_received: {
    label: 'notifications.settings.kinds.recognition_received',
    group,
    sentence: (_notification, { t, number, actor, count }) => {
      const points = count('points');
      if (points === null) {
        return actor
          ? t('notifications.sentence.recognitionNoPoints', { actor })
          : t('notifications.noActor.recognitionNoPoints');
      }
      const amount = { count: points, formatted: number(points) };
      return actor
        ? t('notifications.sentence.recognition', { ...amount, actor })
        : t('notifications.noActor.recognition', amount);
    },
  },
};
