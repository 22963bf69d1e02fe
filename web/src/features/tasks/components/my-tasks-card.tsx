import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

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
  const titleId = useId();
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
  if (shown.length === 0) return null;
  const open = (task: Task) => void navigate(`${paths.tasks}?${tasksParams.task}=${task.id}`);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={titleId} variant="h2">
            {t('tasks.home.title')}
          </Typography>
          <Link component={RouterLink} to={paths.tasks} underline="hover">
            {t('tasks.home.seeAll')}
          </Link>
        </Stack>
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
            <TaskRow key={task.id} task={task} compact onToggle={toggle} onOpen={open} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
