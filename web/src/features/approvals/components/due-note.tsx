import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatDate, isCurrentDay } from '@/lib/format-date';

import type { ApprovalItem } from '../api/approvals';

/** When an item's decision is due, for the kinds whose items have a deadline of their own (a
 *  request's step): "Vence el 04/12/2026" ("Vence hoy"), or once past it a red "Vencido" chip
 *  with "Venció el …". Nothing for an item without one. */
export function DueNote({ item }: { item: Pick<ApprovalItem, 'due_at' | 'overdue'> }) {
  const { t, i18n } = useTranslation();
  if (item.due_at === null || item.due_at === undefined) return null;
  const today = isCurrentDay(item.due_at);
  const date = formatDate(item.due_at, { language: i18n.language, todayLabel: '' });
  if (!item.overdue) {
    return (
      <Typography variant="body2" color="text.secondary" data-due="upcoming">
        {today ? t('approvals.due.today') : t('approvals.due.on', { date })}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-due="overdue">
      <Chip size="small" color="error" variant="outlined" label={t('approvals.due.overdue')} />
      <Typography variant="body2" color="error">
        {today ? t('approvals.due.wasToday') : t('approvals.due.wasOn', { date })}
      </Typography>
    </Stack>
  );
}
