// The notifications the psychosocial module raises: the invitation to answer a workplace's
// NOM-035 questionnaires (data.workplace; leads to /psychosocial/{id}) and, to the
// occupational-health staff alone, that someone's Guía I calls for a clinical evaluation (never
// who in the sentence; leads to /psychosocial?tab=referrals), and to admins, 30 days before a
// workplace's next identification is due (data.workplace, data.due_on; leads to the application).
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

/** 'YYYY-MM-DD' → 'dd/MM/yyyy' (the day as the server wrote it; no time zone involved). */
const formatDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}/${m}/${y}` : day;
};

// In the settings, under a group of its own: "Cuestionarios NOM-035".
const group: NotificationGroup = { label: 'psychosocial.notifications.group', order: 45.5 };

export const notificationKinds: NotificationKinds = {
  psychosocial_invited: {
    label: 'psychosocial.notifications.invited',
    group,
    sentence: (_notification, { t, text }: SentenceWords) => {
      const workplace = text('workplace');
      return workplace
        ? t('psychosocial.notifications.invitedSentence', { workplace })
        : t('psychosocial.notifications.invitedNoWorkplace');
    },
  },
  psychosocial_due: {
    label: 'psychosocial.notifications.due',
    group,
    sentence: (_notification, { t, text }: SentenceWords) =>
      t('psychosocial.notifications.dueSentence', {
        workplace: text('workplace') ?? '',
        day: formatDay(text('due_on') ?? ''),
      }),
  },
  psychosocial_referral: {
    label: 'psychosocial.notifications.referral',
    group,
    sentence: (_notification, { t }: SentenceWords) =>
      t('psychosocial.notifications.referralSentence'),
  },
};
