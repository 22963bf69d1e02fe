// The notification the files repository raises: a document of a folder the person manages
// expires soon (FIL-4; the server's hourly job tells the folder's owners, or the admins). It
// leads to the document.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Documentos".
const group: NotificationGroup = { label: 'files.notifications.group', order: 55 };

/** yyyy-MM-dd as dd/MM/yyyy (the app's day format in both languages); anything else as is. */
function day(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

export const notificationKinds: NotificationKinds = {
  file_expiring: {
    label: 'files.notifications.expiring',
    group,
    sentence: (_notification, { t, text }) => {
      const name = text('name');
      const expiresOn = text('expires_on');
      if (name && expiresOn)
        return t('files.notifications.expiringSentence', { name, date: day(expiresOn) });
      if (name) return t('files.notifications.expiringNoDate', { name });
      return t('files.notifications.expiringGeneric');
    },
  },
};
