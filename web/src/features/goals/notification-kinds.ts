// The notifications goals raise, each told by the goal's title (data.name): a nudge to check in
// on a goal (GOA-6), a comment on one's goal, a goal closed as achieved waiting for the leader's
// approval of its points (GOA-8), and that approval or its rejection. Each leads to the goal.
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Objetivos".
const group: NotificationGroup = { label: 'goals.notifications.group', order: 47 };

/** The words every sentence may name: the goal's title, who did it, the points paid. */
const words = ({ t, text, actor, count, number }: SentenceWords) => ({
  title: text('name'),
  options: {
    title: text('name') ?? '',
    actor: actor ?? t('goals.notifications.someone'),
    points: number(count('points') ?? 0),
  },
});

export const notificationKinds: NotificationKinds = {
  goal_checkin_due: {
    label: 'goals.notifications.checkinDue',
    group,
    sentence: (_notification, sentenceWords) => {
      const { title, options } = words(sentenceWords);
      return title
        ? sentenceWords.t('goals.notifications.checkinDueSentence', options)
        : sentenceWords.t('goals.notifications.checkinDueNoTitle', options);
    },
  },
  goal_comment: {
    label: 'goals.notifications.comment',
    group,
    sentence: (_notification, sentenceWords) => {
      const { title, options } = words(sentenceWords);
      return title
        ? sentenceWords.t('goals.notifications.commentSentence', options)
        : sentenceWords.t('goals.notifications.commentNoTitle', options);
    },
  },
  goal_pending_approval: {
    label: 'goals.notifications.pendingApproval',
    group,
    sentence: (_notification, sentenceWords) => {
      const { title, options } = words(sentenceWords);
      return title
        ? sentenceWords.t('goals.notifications.pendingApprovalSentence', options)
        : sentenceWords.t('goals.notifications.pendingApprovalNoTitle', options);
    },
  },
  goal_approved: {
    label: 'goals.notifications.approved',
    group,
    sentence: (_notification, sentenceWords) => {
      const { title, options } = words(sentenceWords);
      return title
        ? sentenceWords.t('goals.notifications.approvedSentence', options)
        : sentenceWords.t('goals.notifications.approvedNoTitle', options);
    },
  },
  goal_rejected: {
    label: 'goals.notifications.rejected',
    group,
    sentence: (_notification, sentenceWords) => {
      const { title, options } = words(sentenceWords);
      return title
        ? sentenceWords.t('goals.notifications.rejectedSentence', options)
        : sentenceWords.t('goals.notifications.rejectedNoTitle', options);
    },
  },
};
