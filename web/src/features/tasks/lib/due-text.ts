// A task's due date told relative to today: "hoy", "mañana", "ayer", "hace 2 días", "en 3 días",
// and the date itself (dd/MM/yyyy) a week or more ahead.
import type { TFunction } from 'i18next';

import { dayText, daysBetween, localDay } from './days';

export type DueTone = 'overdue' | 'today' | 'soon' | 'later' | 'none';

/** How close a due date is: overdue, today, within a week, later, or none. */
export function dueTone(dueOn: string | null, today: string = localDay()): DueTone {
  if (!dueOn) return 'none';
  const days = daysBetween(today, dueOn);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return days < 7 ? 'soon' : 'later';
}

/** The due date's words. */
export function dueText(t: TFunction, dueOn: string | null, today: string = localDay()): string {
  if (!dueOn) return t('tasks.due.none');
  const days = daysBetween(today, dueOn);
  if (days === 0) return t('tasks.due.today');
  if (days === 1) return t('tasks.due.tomorrow');
  if (days === -1) return t('tasks.due.yesterday');
  if (days < 0) return t('tasks.due.daysAgo', { count: -days });
  if (days < 7) return t('tasks.due.inDays', { count: days });
  return dayText(dueOn);
}
