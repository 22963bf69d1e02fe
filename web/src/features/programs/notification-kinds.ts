// The notifications programs raise, each told by the program's title (data.name) and, where it
// matters, the action's (data.action), the points (data.points), the rejection reason
// (data.reason) or the due day (data.due_on): a program assigned to the person, evidence waiting
// for an owner's review, evidence approved or rejected, and the reminder of a due day. Each
// leads to the program's page.
import { formatDate } from '@/lib/format-date';
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Programas".
const group: NotificationGroup = { label: 'programs.notifications.group', order: 49 };

type Kind = 'assigned' | 'submissionPending' | 'submissionApproved' | 'submissionRejected' | 'due';

/** A kind's sentence: with the program's title when the data has it, else a plain one. */
const sentence =
  (kind: Kind) =>
  (_notification: unknown, { t, text, count, number, actor }: SentenceWords): string => {
    const title = text('name');
    const due = text('due_on');
    const options = {
      title: title ?? '',
      action: text('action') ?? title ?? '',
      actor: actor ?? t('programs.notifications.someone'),
      points: number(count('points') ?? 0),
      reason: text('reason') ?? '',
      date: due ? formatDate(due, { todayLabel: t('programs.today') }) : '',
    };
    return title
      ? t(`programs.notifications.${kind}Sentence`, options)
      : t(`programs.notifications.${kind}NoTitle`, options);
  };

export const notificationKinds: NotificationKinds = {
  program_assigned: {
    label: 'programs.notifications.assigned',
    group,
    sentence: sentence('assigned'),
  },
  program_submission_pending: {
    label: 'programs.notifications.submissionPending',
    group,
    sentence: sentence('submissionPending'),
  },
  program_submission_approved: {
    label: 'programs.notifications.submissionApproved',
    group,
    sentence: sentence('submissionApproved'),
  },
  program_submission_rejected: {
    label: 'programs.notifications.submissionRejected',
    group,
    sentence: sentence('submissionRejected'),
  },
  program_due: {
    label: 'programs.notifications.due',
    group,
    sentence: sentence('due'),
  },
};
