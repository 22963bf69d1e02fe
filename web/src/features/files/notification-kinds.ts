// The notifications the files repository raises: a document of a folder the person manages
// expires soon (FIL-4; the server's hourly job tells the folder's owners, or the admins), and a
// document asks the person to confirm they read it (FIL-3: uploaded, a new version, or the
// confirmation turned on). Each leads to the document.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Documentos".
const group: NotificationGroup = { label: 'files.notifications.group', order: 55 };

/** yyyy-MM-dd as dd/MM/yyyy (the app's day format in both languages); anything else as is. */
function day(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

export const notificationKinds: NotificationKinds = {
  file_ack_requested: {
    label: 'files.notifications.ackRequested',
    group,
    sentence: (_notification, { t, text, count, actor }) => {
      const name = text('name');
      const version = count('version');
      const who = actor ?? t('files.notifications.someone');
      if (name && version !== null) {
        return t('files.notifications.ackRequestedSentence', { actor: who, name, version });
      }
      return t('files.notifications.ackRequestedGeneric', { actor: who });
    },
  },
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
