import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import type { PersonRef } from '@/api/types';
import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  refreshTasks,
  storeTask,
  TASK_PRIORITIES,
  updateTask,
  type Task,
  type TaskPriority,
} from '../api/tasks';
import { TITLE_MAX } from '../components/quick-add';
import { taskErrorText } from '../lib/task-error';

const DESCRIPTION_MAX = 4000;

type Draft = {
  title: string;
  description: string;
  due: string;
  priority: TaskPriority;
  people: PersonRef[];
};

const draftOf = (task: Task): Draft => ({
  title: task.title,
  description: task.description ?? '',
  due: task.due_on ?? '',
  priority: task.priority,
  people: task.assignees,
});

/** A task's fields, edited in place and saved together; each field the server refuses shows
 *  its reason under it. */
export function TaskFields({ task }: { task: Task }) {
  return <FieldsForm key={task.updated_at} task={task} />;
}

function FieldsForm({ task }: { task: Task }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [missing, setMissing] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useMutation({
    mutationFn: () =>
      updateTask(task.id, {
        title: draft.title.trim(),
        description: draft.description,
        due_on: draft.due === '' ? null : draft.due,
        priority: draft.priority,
        assignee_ids: draft.people.map((person) => person.id),
      }),
    onSuccess: (changed) => {
      storeTask(client, changed);
      return refreshTasks(client, task.id);
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const fieldError = (name: keyof Draft, serverName: string) => missing[name] ?? fields[serverName];
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(task));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<keyof Draft, string>> = {};
    if (draft.title.trim() === '') problems.title = t('tasks.fields.titleRequired');
    if (draft.people.length === 0) problems.people = t('tasks.fields.assigneesRequired');
    if (draft.due !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.due))
      problems.due = t('tasks.fields.dueInvalid');
    setMissing(problems);
    if (Object.keys(problems).length === 0) save.mutate();
  };

  const titleError = fieldError('title', 'title');
  const descriptionError = fieldError('description', 'description');
  const peopleError = fieldError('people', 'assignee_ids');
  const dueError = fieldError('due', 'due_on');
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextInput
        id={`${id}-title`}
        label={t('tasks.fields.title')}
        required
        value={draft.title}
        onChange={(event) => set({ title: event.target.value })}
        inputProps={{ maxLength: TITLE_MAX }}
        error={Boolean(titleError)}
        helperText={titleError}
      />
      <TextInput
        id={`${id}-description`}
        label={t('tasks.fields.description')}
        multiline
        minRows={2}
        value={draft.description}
        onChange={(event) => set({ description: event.target.value })}
        inputProps={{ maxLength: DESCRIPTION_MAX }}
        error={Boolean(descriptionError)}
        helperText={descriptionError}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <DateInput
          id={`${id}-due`}
          label={t('tasks.fields.due')}
          value={draft.due}
          onChange={(due) => set({ due })}
          error={Boolean(dueError)}
          helperText={dueError}
        />
        <SelectInput
          id={`${id}-priority`}
          label={t('tasks.fields.priority')}
          value={draft.priority}
          onChange={(event) => set({ priority: event.target.value as TaskPriority })}
          options={TASK_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`tasks.priority.${priority}`),
          }))}
        />
      </Box>
      <PeoplePicker
        multiple
        id={`${id}-people`}
        label={t('tasks.fields.assignees')}
        required
        value={draft.people}
        onChange={(people) => set({ people })}
        error={peopleError}
      />
      {save.isError && Object.keys(fields).length === 0 ? (
        <Alert severity="error">{taskErrorText(t, save.error, errorMessage)}</Alert>
      ) : null}
      {save.isSuccess && !changed ? (
        <Alert severity="success">{t('tasks.fields.saved')}</Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="outlined" disabled={!changed || save.isPending}>
          {t('tasks.fields.save')}
        </Button>
      </Box>
    </Stack>
  );
}
