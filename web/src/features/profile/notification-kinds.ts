// The notification the profile raises: an admin declined the request to delete the account.
import type { NotificationKinds } from '@/lib/modules/manifest';

export const notificationKinds: NotificationKinds = {
  deletion_declined: {
    label: 'notifications.settings.kinds.deletion_declined',
    sentence: (_notification, { t, text }) => {
      const note = text('note');
      return note
        ? t('notifications.sentence.deletionDeclinedNote', { note })
        : t('notifications.sentence.deletionDeclined');
    },
  },
};
