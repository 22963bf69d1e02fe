import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useAppStore } from '@/stores/app-store';

import { createTask, refreshTasks, type Task } from '../api/tasks';
import { taskErrorText } from '../lib/task-error';

export const TITLE_MAX = 200;

/** The quick add at the top of /tasks: a title and Enter makes a task for the person; the due
 *  date and other assignees are optional ("Más opciones"). */
export function QuickAdd({ onCreated }: { onCreated?: (task: Task) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const meId = useAppStore((state) => state.me.data?.id ?? null);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [people, setPeople] = useState<PersonRef[]>([]);
  const [more, setMore] = useState(false);
  const create = useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      setTitle('');
      setDue('');
      setPeople([]);
      onCreated?.(task);
      return refreshTasks(client);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = title.trim();
    if (!text || create.isPending) return;
    const assignees = people.length > 0 ? people.map((person) => person.id) : meId ? [meId] : [];
    create.mutate({
      title: text,
      assignee_ids: assignees,
      due_on: /^\d{4}-\d{2}-\d{2}$/.test(due) ? due : null,
    });
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            id={`${id}-title`}
            label={t('tasks.quickAdd.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            inputProps={{ maxLength: TITLE_MAX, enterKeyHint: 'done' }}
            size="small"
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<Add />}
            disabled={create.isPending || title.trim() === ''}
            sx={{ flexShrink: 0 }}
          >
            {t('tasks.quickAdd.add')}
          </Button>
        </Stack>
        <Box>
          <Button size="small" onClick={() => setMore((open) => !open)} aria-expanded={more}>
            {more ? t('tasks.quickAdd.less') : t('tasks.quickAdd.more')}
          </Button>
        </Box>
        <Collapse in={more} unmountOnExit>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '12rem minmax(0, 1fr)' },
            }}
          >
            <DateInput
              id={`${id}-due`}
              label={t('tasks.fields.due')}
              value={due}
              onChange={setDue}
            />
            <PeoplePicker
              multiple
              id={`${id}-people`}
              label={t('tasks.fields.assignees')}
              helperText={t('tasks.quickAdd.assigneesHelp')}
              value={people}
              onChange={setPeople}
            />
          </Box>
        </Collapse>
        {create.isError ? (
          <Alert severity="error">{taskErrorText(t, create.error, errorMessage)}</Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
