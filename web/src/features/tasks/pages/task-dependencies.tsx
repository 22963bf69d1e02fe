import Close from '@mui/icons-material/Close';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { AutocompleteInput } from '@/components/forms/autocomplete-input';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  refreshTasks,
  storeTask,
  tasksQueryOptions,
  updateTask,
  type Task,
  type TaskRef,
} from '../api/tasks';
import { taskErrorText } from '../lib/task-error';

/** The tasks the dependency picker offers: the caller's visible tasks. */
const PICKABLE = { view: 'all', assignee: 'me', page: 0, perPage: 100 } as const;

/** "Depende de…": the tasks this one waits for (removable), and a picker among the person's
 *  other tasks; a cycle is refused by the server (409 task_cycle). */
export function TaskDependencies({ task }: { task: Task }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const candidates = useQuery(tasksQueryOptions(PICKABLE));
  const save = useMutation({
    mutationFn: (dependsOn: number[]) => updateTask(task.id, { depends_on: dependsOn }),
    onSuccess: (changed) => {
      storeTask(client, changed);
      return refreshTasks(client, task.id);
    },
  });
  const known = new Map<number, string>();
  for (const item of candidates.data?.items ?? []) known.set(item.id, item.title);
  for (const blocker of task.blocked_by) known.set(blocker.id, blocker.title);
  const current: TaskRef[] = task.depends_on.map((dep) => ({
    id: dep,
    title: known.get(dep) ?? t('tasks.dependencies.unknown', { id: dep }),
  }));
  const options = (candidates.data?.items ?? [])
    .filter((item) => item.id !== task.id && !task.depends_on.includes(item.id))
    .map((item) => ({ id: item.id, title: item.title }));
  const blocking = new Set(task.blocked_by.map((blocker) => blocker.id));

  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" component="h2">
        {t('tasks.dependencies.title')}
      </Typography>
      {current.length === 0 ? (
        <Typography color="text.secondary">{t('tasks.dependencies.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {current.map((dep) => (
            <Stack
              component="li"
              key={dep.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              {blocking.has(dep.id) ? <LockOutlined fontSize="small" aria-hidden /> : null}
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {dep.title}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('tasks.dependencies.remove', { title: dep.title })}
                disabled={save.isPending}
                onClick={() => save.mutate(task.depends_on.filter((other) => other !== dep.id))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      <Autocomplete
        id={`${id}-depends`}
        options={options}
        value={null}
        loading={candidates.isPending}
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, picked) => {
          if (picked) save.mutate([...task.depends_on, picked.id]);
        }}
        noOptionsText={t('tasks.dependencies.noOptions')}
        loadingText={t('tasks.dependencies.loading')}
        openText={t('tasks.dependencies.open')}
        closeText={t('tasks.dependencies.close')}
        clearText={t('tasks.dependencies.clear')}
        renderInput={(params) => (
          <AutocompleteInput params={params} label={t('tasks.dependencies.add')} />
        )}
      />
      {save.isError ? (
        <Alert severity="error">{taskErrorText(t, save.error, errorMessage)}</Alert>
      ) : null}
    </Stack>
  );
}
