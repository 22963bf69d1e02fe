// The notification the profile raises: an admin declined the request to delete the account.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Cuenta".
const group: NotificationGroup = { label: 'notifications.settings.groups.account', order: 60 };

export const notificationKinds: NotificationKinds = {
  deletion_declined: {
    label: 'notifications.settings.kinds.deletion_declined',
    group,
    sentence: (_notification, { t, text }) => {
      const note = text('note');
      return note
        ? t('notifications.sentence.deletionDeclinedNote', { note })
        : t('notifications.sentence.deletionDeclined');
    },
  },
};
