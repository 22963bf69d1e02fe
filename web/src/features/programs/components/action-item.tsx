import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { ProgramAction } from '../api/programs';

export type ActionItemProps = {
  action: ProgramAction;
  /** The program's actions, to name the prerequisites still missing. */
  actions: readonly ProgramAction[];
  onSubmit: (action: ProgramAction) => void;
};

const STATE_COLOR = {
  available: 'primary',
  pending: 'warning',
  locked: 'default',
  limit_reached: 'success',
  not_open: 'default',
} as const;

/** One action of a program as I see it: what to do, the points, the evidence it asks for, how
 *  often, and where I stand (available, waiting for review, locked until another is approved,
 *  done as many times as allowed, not open); "Enviar evidencia" while I may. */
export function ActionItem({ action, actions, onSubmit }: ActionItemProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const missing = action.locked_by
    .map((id) => actions.find((other) => other.id === id)?.title)
    .filter((title): title is string => Boolean(title));
  const state =
    action.state === 'limit_reached' && !action.completed ? 'limitReached' : action.state;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2 }} data-action={action.id}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {action.title}
          </Typography>
          {action.instructions ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {action.instructions}
            </Typography>
          ) : null}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t('programs.points', {
                count: action.points,
                formatted: format.number(action.points),
              })}
            />
            <Chip
              size="small"
              variant="outlined"
              label={t(`programs.evidence.${action.evidence}`)}
            />
            <Chip
              size="small"
              variant="outlined"
              label={
                action.per_person_limit
                  ? t(`programs.recurrence.limited.${action.recurrence}`, {
                      count: action.per_person_limit,
                    })
                  : t(`programs.recurrence.plain.${action.recurrence}`)
              }
            />
          </Stack>
          {action.state === 'locked' && missing.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('programs.action.lockedBy', { titles: missing.join(', ') })}
            </Typography>
          ) : null}
        </Stack>
        <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
          {state === 'available' ? null : (
            <Chip
              size="small"
              color={STATE_COLOR[action.state]}
              variant={action.state === 'limit_reached' ? 'filled' : 'outlined'}
              label={t(`programs.action.state.${state}`)}
              sx={action.state === 'pending' ? { color: 'text.primary' } : undefined}
            />
          )}
          {action.state === 'available' ? (
            <Box>
              <Button variant="contained" onClick={() => onSubmit(action)}>
                {t('programs.action.submit')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
