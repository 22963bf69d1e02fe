// The notifications the complaints channel raises: a new case (to the committee), a new message
// on a case (to its access list), the committee's answer (to an identified reporter who asked
// for it: in the app only), a deadline about to expire (3 and 1 business days before), and a
// case assigned to an investigator. Their sentences
// never carry what a case is about: a notification is seen on a shared screen, mailed, listed.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Canal de denuncias".
const group: NotificationGroup = { label: 'complaints.notifications.group', order: 51 };

export const notificationKinds: NotificationKinds = {
  complaint_received: {
    label: 'complaints.notifications.received',
    group,
    sentence: (_notification, { t }) => t('complaints.notifications.receivedSentence'),
  },
  complaint_message: {
    label: 'complaints.notifications.message',
    group,
    sentence: (_notification, { t }) => t('complaints.notifications.messageSentence'),
  },
  complaint_reply: {
    label: 'complaints.notifications.reply',
    group,
    sentence: (_notification, { t }) => t('complaints.notifications.replySentence'),
  },
  complaint_deadline: {
    label: 'complaints.notifications.deadline',
    group,
    sentence: (_notification, { t, count }) => {
      const days = count('days');
      return days === null
        ? t('complaints.notifications.deadlineSoon')
        : t('complaints.notifications.deadlineSentence', { count: days });
    },
  },
  complaint_assigned: {
    label: 'complaints.notifications.assigned',
    group,
    sentence: (_notification, { t }) => t('complaints.notifications.assignedSentence'),
  },
};
