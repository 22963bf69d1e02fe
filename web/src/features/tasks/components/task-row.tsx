import LockOutlined from '@mui/icons-material/LockOutlined';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PersonAvatar } from '@/components/people/person-avatar';

import type { Task } from '../api/tasks';
import { dueText, dueTone } from '../lib/due-text';

import { PriorityChip } from './priority-chip';
import { useSourceText } from './source-label';

export type TaskRowProps = {
  task: Task;
  /** Ticks (done) or unticks (back to pending) the task. */
  onToggle: (task: Task, done: boolean) => void;
  onOpen: (task: Task) => void;
  /** Just appended live: shown highlighted for a moment. */
  highlight?: boolean;
  /** The card on the home shows less. */
  compact?: boolean;
  today?: string;
};

const DUE_COLORS = {
  overdue: 'error.main',
  // The warning colours are too light for text on white (WCAG AA): today reads in bold.
  today: 'text.primary',
  soon: 'text.secondary',
  later: 'text.secondary',
  none: 'text.secondary',
} as const;

/** One task of a list: its checkbox, title, priority, due date, assignees, source and, when it
 *  waits for others, what blocks it. */
export function TaskRow({
  task,
  onToggle,
  onOpen,
  highlight = false,
  compact = false,
  today,
}: TaskRowProps) {
  const { t } = useTranslation();
  const sourceText = useSourceText();
  const done = task.status === 'done';
  const skipped = task.status === 'skipped';
  const tone = done || skipped ? 'none' : dueTone(task.due_on, today);
  const blockers = task.blocked_by.map((blocker) => `«${blocker.title}»`).join(', ');
  return (
    <Box
      component="li"
      data-testid={`task-${task.id}`}
      data-highlight={highlight ? 'true' : undefined}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        py: 1,
        px: 1,
        borderRadius: 1,
        minWidth: 0,
        transition: 'background-color 1s ease',
        bgcolor: highlight ? 'action.selected' : 'transparent',
      }}
    >
      <Checkbox
        checked={done}
        disabled={skipped || (task.blocked && !done)}
        onChange={(event) => onToggle(task, event.target.checked)}
        slotProps={{
          input: {
            'aria-label': done
              ? t('tasks.row.reopen', { title: task.title })
              : t('tasks.row.complete', { title: task.title }),
          },
        }}
        sx={{ mt: -0.5 }}
      />
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component="button"
          type="button"
          underline="hover"
          color="text.primary"
          onClick={() => onOpen(task)}
          sx={{
            textAlign: 'left',
            fontWeight: 500,
            overflowWrap: 'anywhere',
            textDecoration: done || skipped ? 'line-through' : undefined,
          }}
        >
          {task.title}
        </Link>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}
        >
          <PriorityChip priority={task.priority} quiet />
          {task.due_on || !compact ? (
            <Typography
              variant="body2"
              sx={{
                color: DUE_COLORS[tone],
                fontWeight: tone === 'today' || tone === 'overdue' ? 600 : undefined,
              }}
            >
              {dueText(t, task.due_on, today)}
            </Typography>
          ) : null}
          {skipped ? (
            <Typography variant="body2" color="text.secondary">
              {t('tasks.status.skipped')}
            </Typography>
          ) : null}
          {compact ? null : (
            <Typography variant="body2" color="text.secondary">
              {sourceText(task.source)}
            </Typography>
          )}
          {compact || task.assignees.length === 0 ? null : (
            <Box
              role="img"
              aria-label={t('tasks.row.assignees', {
                names: task.assignees.map((person) => person.full_name).join(', '),
              })}
            >
              <AvatarGroup
                max={4}
                sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}
              >
                {task.assignees.map((person) => (
                  <PersonAvatar key={person.id} person={person} size={24} />
                ))}
              </AvatarGroup>
            </Box>
          )}
        </Stack>
        {task.blocked && !done ? (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <LockOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t('tasks.row.blockedBy', { titles: blockers })}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
