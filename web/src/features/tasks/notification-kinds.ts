// The notifications tasks raise: a task assigned to the person, one due today (a daily job), one
// that waited for another and is now free, and a comment on a task of theirs; each told by the
// task's title (data.name) and leading to /tasks?task={id}.
import type {
  GlossaryKey,
  NotificationGroup,
  NotificationKinds,
  SentenceWords,
} from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Tareas".
const group: NotificationGroup = { label: 'tasks.notifications.group', order: 46 };

type Words = { with: GlossaryKey; without: GlossaryKey };

/** A kind's sentence: with the task's title and who did it when the data has them. */
const sentence =
  ({ with: named, without }: Words) =>
  (_notification: unknown, { t, text, actor }: SentenceWords): string => {
    const title = text('name');
    return title
      ? t(named, { title, actor: actor ?? t('tasks.notifications.someone') })
      : t(without);
  };

export const notificationKinds: NotificationKinds = {
  task_assigned: {
    label: 'tasks.notifications.assigned',
    group,
    sentence: sentence({
      with: 'tasks.notifications.assignedSentence',
      without: 'tasks.notifications.assignedNoTitle',
    }),
  },
  task_due_today: {
    label: 'tasks.notifications.dueToday',
    group,
    sentence: sentence({
      with: 'tasks.notifications.dueTodaySentence',
      without: 'tasks.notifications.dueTodayNoTitle',
    }),
  },
  task_unblocked: {
    label: 'tasks.notifications.unblocked',
    group,
    sentence: sentence({
      with: 'tasks.notifications.unblockedSentence',
      without: 'tasks.notifications.unblockedNoTitle',
    }),
  },
  task_comment: {
    label: 'tasks.notifications.comment',
    group,
    sentence: sentence({
      with: 'tasks.notifications.commentSentence',
      without: 'tasks.notifications.commentNoTitle',
    }),
  },
};
