// The notifications requests raise, each told by the request type's name (data.name, name_en in
// English when the type has one) and leading to the request (/requests/{request_id}, the
// notification's link): a step waiting for the person's decision (request_to_decide, from the
// requester: the actor), the request decided (request_decided: status "approved" or "rejected",
// with the reason), a comment (request_commented, by the actor), a deadline passed while the
// person's decision is awaited (request_overdue) and a step's own deadline passed
// (request_step_overdue, data.step: its number).
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Solicitudes".
const group: NotificationGroup = { label: 'requests.notifications.group', order: 49.8 };

/** The type's name in the UI language, or null when the data has none. */
const nameOf = ({ text, name }: SentenceWords): string | null => {
  const spanish = text('name');
  return spanish ? name({ name: spanish, name_en: text('name_en') }) : null;
};

const toDecide = (_notification: unknown, words: SentenceWords): string => {
  const { t, actor } = words;
  const name = nameOf(words);
  const who = actor ?? t('requests.someone');
  return name
    ? t('requests.notifications.toDecideSentence', { actor: who, name })
    : t('requests.notifications.toDecideNoName', { actor: who });
};

const decided = (_notification: unknown, words: SentenceWords): string => {
  const { t, text } = words;
  const name = nameOf(words);
  const reason = text('reason');
  if (text('status') === 'approved')
    return name
      ? t('requests.notifications.approvedSentence', { name })
      : t('requests.notifications.approvedNoName');
  const base = name
    ? t('requests.notifications.rejectedSentence', { name })
    : t('requests.notifications.rejectedNoName');
  return reason ? t('requests.notifications.withReason', { sentence: base, reason }) : base;
};

const commented = (_notification: unknown, words: SentenceWords): string => {
  const { t, actor } = words;
  const name = nameOf(words);
  const who = actor ?? t('requests.someone');
  return name
    ? t('requests.notifications.commentedSentence', { actor: who, name })
    : t('requests.notifications.commentedNoName', { actor: who });
};

const overdue = (_notification: unknown, words: SentenceWords): string => {
  const name = nameOf(words);
  return name
    ? words.t('requests.notifications.overdueSentence', { name })
    : words.t('requests.notifications.overdueNoName');
};

const stepOverdue = (_notification: unknown, words: SentenceWords): string => {
  const name = nameOf(words);
  const step = words.count('step');
  if (name && step !== null)
    return words.t('requests.notifications.stepOverdueSentence', { name, step });
  return words.t('requests.notifications.stepOverdueNoName');
};

export const notificationKinds: NotificationKinds = {
  request_to_decide: { label: 'requests.notifications.toDecide', group, sentence: toDecide },
  request_decided: { label: 'requests.notifications.decided', group, sentence: decided },
  request_commented: { label: 'requests.notifications.commented', group, sentence: commented },
  request_overdue: { label: 'requests.notifications.overdue', group, sentence: overdue },
  request_step_overdue: {
    label: 'requests.notifications.stepOverdue',
    group,
    sentence: stepOverdue,
  },
};
