import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { changeStatusMutation, type Task } from '../api/tasks';
import { taskErrorText } from '../lib/task-error';

/** Ticking a task in a list: done at once, back as it was with the server's words when refused
 *  (409 task_blocked, 422 proof_required). */
export function useTaskToggle() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation(
    changeStatusMutation(client, (error, change) =>
      setRefusal(
        t('tasks.row.refused', {
          title: change.task.title,
          reason: taskErrorText(t, error, errorMessage),
        }),
      ),
    ),
  );
  const toggle = (task: Task, done: boolean) => {
    setRefusal(null);
    mutation.mutate({ task, status: done ? 'done' : 'pending' });
  };
  return { toggle, refusal, dismiss: () => setRefusal(null) };
}
