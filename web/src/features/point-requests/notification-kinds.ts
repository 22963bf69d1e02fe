// The notification point requests raise: a request decided, by its points (and the note or
// reason).
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under "Puntos y solicitudes" with the points granted (the same label and
// order in each; its words in the shared glossary).
const group: NotificationGroup = { label: 'notifications.settings.groups.points', order: 20 };

export const notificationKinds: NotificationKinds = {
  point_request_decided: {
    label: 'notifications.settings.kinds.point_request_decided',
    group,
    sentence: (_notification, { t, number, actor, text, count }) => {
      const status = text('status');
      const points = count('amount');
      if (points === null || (status !== 'approved' && status !== 'rejected')) {
        return t('notifications.sentence.pointRequest.decided');
      }
      const amount = { count: points, formatted: number(points) };
      const note = text('note');
      if (status === 'approved') {
        if (note) {
          return actor
            ? t('notifications.sentence.pointRequest.approvedNote', { ...amount, actor, note })
            : t('notifications.noActor.pointRequest.approvedNote', { ...amount, note });
        }
        return actor
          ? t('notifications.sentence.pointRequest.approved', { ...amount, actor })
          : t('notifications.noActor.pointRequest.approved', amount);
      }
      if (note) {
        return actor
          ? t('notifications.sentence.pointRequest.rejectedNote', { ...amount, actor, note })
          : t('notifications.noActor.pointRequest.rejectedNote', { ...amount, note });
      }
      return actor
        ? t('notifications.sentence.pointRequest.rejected', { ...amount, actor })
        : t('notifications.noActor.pointRequest.rejected', amount);
    },
  },
};
