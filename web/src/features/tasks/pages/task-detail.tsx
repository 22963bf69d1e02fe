import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { QueryContent } from '@/components/feedback/query-content';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  deleteTask,
  refreshTasks,
  storeTask,
  taskQueryOptions,
  updateTask,
  type TaskDetail as Detail,
  type TaskStatus,
} from '../api/tasks';
import { PriorityChip } from '../components/priority-chip';
import { useSourceText } from '../components/source-label';
import { statusMoves } from '../lib/status-moves';
import { taskErrorText } from '../lib/task-error';

import { TaskAttachments } from './task-attachments';
import { TaskComments } from './task-comments';
import { TaskDependencies } from './task-dependencies';
import { TaskFields } from './task-fields';

const MOVE_LABELS = {
  in_progress: 'tasks.detail.actions.start',
  done: 'tasks.detail.actions.complete',
  skipped: 'tasks.detail.actions.skip',
  pending: 'tasks.detail.actions.reopen',
} as const satisfies Record<TaskStatus, string>;

/** One task: its status and the moves from it, its fields (editable), what it depends on, its
 *  attachments and comments, where it came from, and deleting it. In the drawer of /tasks, or
 *  as its own page on phones. */
export function TaskDetail({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(taskQueryOptions(taskId));
  return (
    <QueryContent query={query} loadingLabel={t('tasks.detail.loading')}>
      {(task) => <TaskDetailView task={task} onClose={onClose} />}
    </QueryContent>
  );
}

function TaskDetailView({ task, onClose }: { task: Detail; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const sourceText = useSourceText();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(task.title);

  const move = useMutation({
    mutationFn: (status: TaskStatus) => updateTask(task.id, { status }),
    onSuccess: (changed) => {
      storeTask(client, changed);
      return refreshTasks(client, task.id);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteTask(task.id),
    onSuccess: async () => {
      setConfirming(false);
      client.removeQueries({ queryKey: taskQueryOptions(task.id).queryKey });
      onClose();
      await refreshTasks(client);
    },
  });

  const blockers = task.blocked_by.map((blocker) => `«${blocker.title}»`).join(', ');
  return (
    <Stack
      spacing={2.5}
      sx={{ minWidth: 0, maxWidth: wide ? undefined : 720, mx: 'auto', width: '100%' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {wide ? null : (
          <IconButton onClick={onClose} aria-label={t('tasks.detail.back')} edge="start">
            <ArrowBack />
          </IconButton>
        )}
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" component={wide ? 'h2' : 'h1'} sx={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary">
              {t(`tasks.status.${task.status}`)}
            </Typography>
            <PriorityChip priority={task.priority} />
            <Typography variant="body2" color="text.secondary">
              {sourceText(task.source, true)}
            </Typography>
          </Stack>
        </Stack>
        {wide ? (
          <IconButton onClick={onClose} aria-label={t('tasks.detail.close')}>
            <Close />
          </IconButton>
        ) : null}
      </Stack>

      {task.blocked && task.status !== 'done' ? (
        <Alert severity="info" icon={<LockOutlined fontSize="inherit" />}>
          {t('tasks.row.blockedBy', { titles: blockers })}
        </Alert>
      ) : null}
      {task.proof === 'attachment' && task.status !== 'done' ? (
        <Alert severity="info">{t('tasks.detail.proofNeeded')}</Alert>
      ) : null}

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {statusMoves(task.status).map((status) => (
          <Button
            key={status}
            variant={status === 'done' ? 'contained' : 'outlined'}
            disabled={
              move.isPending || (task.blocked && (status === 'done' || status === 'in_progress'))
            }
            onClick={() => move.mutate(status)}
          >
            {t(MOVE_LABELS[status])}
          </Button>
        ))}
      </Stack>
      {move.isError ? (
        <Alert severity="error">{taskErrorText(t, move.error, errorMessage)}</Alert>
      ) : null}

      <Divider />
      <TaskFields task={task} />
      <Divider />
      <TaskDependencies task={task} />
      <Divider />
      <TaskAttachments task={task} />
      <Divider />
      <TaskComments task={task} />
      <Divider />
      <Box>
        <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
          {t('tasks.detail.delete')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('tasks.detail.deleteTitle')}
        body={t('tasks.detail.deleteBody', { title: task.title })}
        confirmLabel={t('tasks.detail.delete')}
        cancelLabel={t('tasks.detail.cancel')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
