// The notifications surveys raise: a survey opened for the person (when `notify` is on), a
// reminder of one they have not answered yet, a reply to their anonymous comment (SUR-17) and, to
// the admins who replied in a thread, the respondent's new answer; each told by the survey's name
// (data.name, and data.name_en for English readers).
import { i18n } from '@/i18n/i18n';
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Encuestas".
const group: NotificationGroup = { label: 'surveys.notifications.group', order: 45 };

/** The survey's name in the UI language (the Spanish where there is no English). */
const nameOf = (text: SentenceWords['text']) =>
  (i18n.language.startsWith('en') ? text('name_en') : null) ?? text('name');

export const notificationKinds: NotificationKinds = {
  survey_launched: {
    label: 'surveys.notifications.launched',
    group,
    sentence: (_notification, { t, text }) => {
      const title = nameOf(text);
      return title
        ? t('surveys.notifications.launchedSentence', { title })
        : t('surveys.notifications.launchedNoTitle');
    },
  },
  survey_reminder: {
    label: 'surveys.notifications.reminder',
    group,
    sentence: (_notification, { t, text }) => {
      const title = nameOf(text);
      return title
        ? t('surveys.notifications.reminderSentence', { title })
        : t('surveys.notifications.reminderNoTitle');
    },
  },
  survey_reply: {
    label: 'surveys.replies.notifications.reply',
    group,
    sentence: (_notification, { t, text }) => {
      const title = nameOf(text);
      return title
        ? t('surveys.replies.notifications.replySentence', { title })
        : t('surveys.replies.notifications.replyNoTitle');
    },
  },
  survey_comment_answered: {
    label: 'surveys.replies.notifications.answered',
    group,
    sentence: (_notification, { t, text }) => {
      const title = nameOf(text);
      return title
        ? t('surveys.replies.notifications.answeredSentence', { title })
        : t('surveys.replies.notifications.answeredNoTitle');
    },
  },
};
