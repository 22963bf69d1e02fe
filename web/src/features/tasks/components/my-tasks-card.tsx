import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { HomeCard } from '@/components/layout/home-card';
import { paths } from '@/config/paths';

import { HOME_TASKS, homeTasksFilters, tasksQueryOptions, type Task } from '../api/tasks';
import { tasksParams } from '../paths';

import { TaskRow } from './task-row';
import { useTaskToggle } from './use-task-toggle';

/** The home's card "Mis tareas": the person's overdue tasks, then today's (at most 5), each
 *  ticked off from here, and a link to /tasks; nothing when there are none or they cannot be
 *  read (the home has other things to show). */
export function MyTasksCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toggle, refusal, dismiss } = useTaskToggle();
  const lists = useQueries({
    queries: homeTasksFilters.map((filter) => tasksQueryOptions(filter)),
  });
  const items: Task[] = [];
  for (const list of lists) {
    for (const task of list.data?.items ?? []) {
      if (!items.some((seen) => seen.id === task.id)) items.push(task);
    }
  }
  const shown = items.slice(0, HOME_TASKS);
  const today = lists.find((list) => list.data)?.data?.today;
  if (shown.length === 0) return null;
  const open = (task: Task) => void navigate(`${paths.tasks}?${tasksParams.task}=${task.id}`);
  return (
    <HomeCard
      title={t('tasks.home.title')}
      seeAll={{ to: paths.tasks, label: t('tasks.home.seeAll') }}
    >
      {refusal ? (
        <Alert severity="error" onClose={dismiss} sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      ) : null}
      <Box
        component="ul"
        aria-label={t('tasks.home.listLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {shown.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            compact
            today={today}
            onToggle={toggle}
            onOpen={open}
          />
        ))}
      </Box>
    </HomeCard>
  );
}
