// The notification the points module raises: points an admin granted.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under "Puntos y solicitudes" with the point requests (the same label and
// order in each; its words in the shared glossary).
const group: NotificationGroup = { label: 'notifications.settings.groups.points', order: 20 };

export const notificationKinds: NotificationKinds = {
  points_granted: {
    label: 'notifications.settings.kinds.points_granted',
    group,
    sentence: (_notification, { t, number, actor, count }) => {
      const points = count('points') ?? 0;
      const amount = { count: points, formatted: number(points) };
      return actor
        ? t('notifications.sentence.pointsGranted', { ...amount, actor })
        : t('notifications.noActor.pointsGranted', amount);
    },
  },
};
