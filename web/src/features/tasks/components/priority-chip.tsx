import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { TaskPriority } from '../api/tasks';

const COLORS = { low: 'default', normal: 'default', high: 'warning', urgent: 'error' } as const;

/** A task's priority; normal shows nothing in lists (`quiet`). */
export function PriorityChip({
  priority,
  quiet = false,
}: {
  priority: TaskPriority;
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  if (quiet && priority === 'normal') return null;
  const color = COLORS[priority];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={t(`tasks.priority.${priority}`)}
      // Outlined, the warning colour is too light for text on white (WCAG AA).
      sx={color === 'warning' ? { color: 'text.primary' } : undefined}
    />
  );
}
