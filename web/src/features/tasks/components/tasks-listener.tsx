import { useQueryClient } from '@tanstack/react-query';

import { useLiveEvent } from '@/lib/live/live-bus';

import { taskKeys } from '../api/tasks';

import { APPENDED } from './use-appended-tasks';

/** A part of the frame that shows nothing: when a task is assigned to the person (the hint
 *  `tasks.appended`) or a notification arrives (a task unblocked, a comment), their lists of
 *  tasks (the home's card among them) are read again. /tasks marks the new ones itself. */
export function TasksListener() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: taskKeys.all() });
  useLiveEvent(APPENDED, refresh);
  useLiveEvent('notification', refresh);
  return null;
}
