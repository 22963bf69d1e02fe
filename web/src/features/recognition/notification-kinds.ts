// The notification the recognition module raises: a recognition received, with its points.
import type { NotificationKinds } from '@/lib/modules/manifest';

export const notificationKinds: NotificationKinds = {
  recognition_received: {
    label: 'notifications.settings.kinds.recognition_received',
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
