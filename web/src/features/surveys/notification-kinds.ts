// The notifications surveys raise: a survey opened for the person (when `notify` is on) and a
// reminder of one they have not answered yet, each told by the survey's title.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Encuestas".
const group: NotificationGroup = { label: 'surveys.notifications.group', order: 45 };

export const notificationKinds: NotificationKinds = {
  survey_launched: {
    label: 'surveys.notifications.launched',
    group,
    sentence: (_notification, { t, text }) => {
      const title = text('title');
      return title
        ? t('surveys.notifications.launchedSentence', { title })
        : t('surveys.notifications.launchedNoTitle');
    },
  },
  survey_reminder: {
    label: 'surveys.notifications.reminder',
    group,
    sentence: (_notification, { t, text }) => {
      const title = text('title');
      return title
        ? t('surveys.notifications.reminderSentence', { title })
        : t('surveys.notifications.reminderNoTitle');
    },
  },
};
