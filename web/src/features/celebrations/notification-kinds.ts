// The notifications celebrations raise: one's birthday, and one's work anniversary (its years,
// and the points it brought).
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under a group of their own: "Celebraciones".
const group: NotificationGroup = { label: 'notifications.settings.groups.celebrations', order: 50 };

export const notificationKinds: NotificationKinds = {
  birthday: {
    label: 'notifications.settings.kinds.birthday',
    group,
    sentence: (_notification, { t }) => t('notifications.sentence.birthday'),
  },
  anniversary: {
    label: 'notifications.settings.kinds.anniversary',
    group,
    sentence: (_notification, { t, number, count: field }) => {
      const count = field('years');
      if (count === null) return t('notifications.sentence.anniversaryNoYears');
      const years = t('notifications.years', { count, formatted: number(count) });
      const points = field('points');
      return points
        ? t('notifications.sentence.anniversaryPoints', {
            years,
            count: points,
            formatted: number(points),
          })
        : t('notifications.sentence.anniversary', { years });
    },
  },
};
