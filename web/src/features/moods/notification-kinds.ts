// The notifications moods raises: the check-in prompt at the organisation's time (leads to
// /moods) and a group's alert to admins and that group's leader, naming the group (data.name /
// name_en) and its figures (data.mean, data.low_percent), never a person (leads to the group's
// view, /moods?scope=).
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Ánimo".
const group: NotificationGroup = { label: 'moods.notifications.group', order: 53 };

export const notificationKinds: NotificationKinds = {
  mood_prompt: {
    label: 'moods.notifications.prompt',
    group,
    sentence: (_notification, { t }: SentenceWords) => t('moods.notifications.promptSentence'),
  },
  mood_alert: {
    label: 'moods.notifications.alert',
    group,
    sentence: (_notification, { t, text, count, number, name }: SentenceWords) => {
      const group = text('name');
      if (!group) return t('moods.notifications.alertNoName');
      return t('moods.notifications.alertSentence', {
        name: name({ name: group, name_en: text('name_en') }),
        mean: text('mean') ?? '',
        low: number(count('low_percent') ?? 0),
      });
    },
  },
};
