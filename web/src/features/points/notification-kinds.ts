// The notifications the points module raises: points an admin granted, and a level-up (LVL-2:
// data.name, data.name_en and data.emoji of the level reached).
import { i18n } from '@/i18n/i18n';
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
  level_up: {
    label: 'notifications.settings.kinds.level_up',
    group,
    sentence: (_notification, { t, text }) => {
      const name = (i18n.language.startsWith('en') ? text('name_en') : null) ?? text('name');
      const emoji = text('emoji');
      return name
        ? t('notifications.sentence.levelUp', { level: emoji ? `${emoji} ${name}` : name })
        : t('notifications.noActor.levelUp');
    },
  },
};
