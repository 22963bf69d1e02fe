import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { TextInput } from '@/components/form/text-input';
import { PersonAvatar } from '@/components/people/person-avatar';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { addTaskComment, refreshTasks, type TaskDetail } from '../api/tasks';

const BODY_MAX = 1000;

/** A task's comments (the latest 50, oldest first) and a box to add one. */
export function TaskComments({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => addTaskComment(task.id, body.trim()),
    onSuccess: () => {
      setBody('');
      return refreshTasks(client, task.id);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() !== '') send.mutate();
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" component="h2">
        {t('tasks.comments.title')}
      </Typography>
      {task.comments.length === 0 ? (
        <Typography color="text.secondary">{t('tasks.comments.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {task.comments.map((comment) => (
            <Stack component="li" key={comment.id} direction="row" spacing={1}>
              <PersonAvatar person={comment.author} size={32} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">
                  <strong>{comment.author.full_name}</strong> ·{' '}
                  <DateTimeText value={new Date(comment.created_at)} />
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.body}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack component="form" spacing={1} onSubmit={submit}>
        <TextInput
          id={`${id}-comment`}
          label={t('tasks.comments.label')}
          multiline
          minRows={2}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          inputProps={{ maxLength: BODY_MAX }}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={send.isPending || body.trim() === ''}>
            {t('tasks.comments.send')}
          </Button>
        </Box>
        {send.isError ? <Alert severity="error">{errorMessage(send.error)}</Alert> : null}
      </Stack>
    </Stack>
  );
}
