// The notification the points module raises: points an admin granted.
import type { NotificationKinds } from '@/lib/modules/manifest';

export const notificationKinds: NotificationKinds = {
  points_granted: {
    label: 'notifications.settings.kinds.points_granted',
    sentence: (_notification, { t, number, actor, count }) => {
      const points = count('points') ?? 0;
      const amount = { count: points, formatted: number(points) };
      return actor
        ? t('notifications.sentence.pointsGranted', { ...amount, actor })
        : t('notifications.noActor.pointsGranted', amount);
    },
  },
};
